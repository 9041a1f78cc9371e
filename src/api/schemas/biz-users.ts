import { z } from 'zod';
import { userSchema } from './users';

/*
 * Business users (C §7 "Biz users": GET /bizUsers, POST createUser, PUT /{id}, DELETE /{id}, GET /{id},
 * GET checkEmail/{email}; Daewon base, decision 3) and /datasource/bizUsers (membership base).
 * The documents list no answer fields for the reads and writes: they return the User entity of C §3
 * (./users). checkEmail "returns whether it exists": a boolean.
 */

export const bizUserSchema = userSchema;
export const bizUserListSchema = z.array(bizUserSchema);
export const checkEmailAnswerSchema = z.boolean();
