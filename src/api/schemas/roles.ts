import { z } from 'zod';
import { idSchema } from './common';

/*
 * Roles and permissions (C §3 "Role", "Permission"; C §7 "Role", "Permission"; membership base).
 * The documents list no answer fields for these calls: each call returns the entity (or a list of it), so
 * the schema is the entity's C §3 field list.
 * - Role: Id, Name, Description, Permissions (a role's permissions; list answers may leave them out).
 * - Permission: Id, Name, Type, and a roleId showing inheritance from a role, as opposed to direct
 *   assignment (null or absent when assigned directly).
 */

export const permissionSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  Type: z.string().optional(),
  roleId: idSchema.nullable().optional(),
});

export const roleSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  Description: z.string(),
  Permissions: z.array(permissionSchema).optional(),
});

export const roleListSchema = z.array(roleSchema);
export const permissionListSchema = z.array(permissionSchema);
