import { z } from 'zod';
import { idSchema } from './common';
import { userSchema } from './users';

/*
 * User groups (C §3 "User group": Id, Name, Users; C §7 "User group"; membership base). The documents list
 * no answer fields for these calls: GET /userGroup/{id}, POST post and PUT /{id} return the group,
 * GET /api/userGroup/getAll and /datasource/userGroup list groups (their Users may be left out),
 * GET /api/userGroup/getUsers/{groupId} lists the group's users (the User entity, ./users).
 */

export const userGroupSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  Users: z.array(userSchema).optional(),
});

export const userGroupListSchema = z.array(userGroupSchema);
export const groupUserSchema = userSchema;
export const groupUserListSchema = z.array(groupUserSchema);
