import { userSchema } from './users';

/*
 * Membership users (C §2 users, C §7 "User"; membership base): GET /user/{id}, GET /user and the rows of
 * /datasource/user return the User entity of C §3 (./users); the documents list no other fields for them.
 * A user's permissions and roles (GET /user/{id}/permission, /role) are the entities of ./roles.
 */

export const membershipUserSchema = userSchema;
export const membershipUserRowSchema = userSchema;
