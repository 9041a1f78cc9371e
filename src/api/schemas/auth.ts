import { z } from 'zod';

/*
 * Answers of the authentication calls (A §7, C §7 "Authentication and account"; membership base).
 * - POST /auth: "the response has key and value" (C §3 Login payload, A §7); the value is the token.
 * - GET /auth/user: userName (A §7), and while an impersonation is active isImpersonating and
 *   originalUserName (decision 17).
 * - GET /auth/permissions: "permission list" (A §7): the permissions' full names (decision 2) and the access
 *   strings /sysadmin and /manageUsers.
 * - GET /auth/impersonate/{userId} and /auth/CancelImpersonation: "page reloads": the client reads no answer.
 */

export const loginAnswerSchema = z.strictObject({
  key: z.string(),
  value: z.string(),
});

export const currentUserSchema = z.strictObject({
  userName: z.string(),
  isImpersonating: z.boolean().optional(),
  originalUserName: z.string().optional(),
});

export const permissionListSchema = z.array(z.string());
