import { z } from 'zod';

/*
 * Answers of the account calls (C §7 "Authentication and account"; membership base).
 * - POST /account/SecureChangePassword: "the response has success and errorMessages".
 * - GET /account/IsUserAllowedToChangePassword/{userId}: "returns isAllowed".
 * - GET /account/ChangePasswordRequirements: no answer field is documented ("the password requirements come
 *   from the server", C §5).
 */

export const changePasswordAnswerSchema = z.strictObject({
  success: z.boolean(),
  errorMessages: z.array(z.string()).optional(),
});

export const isAllowedAnswerSchema = z.strictObject({
  isAllowed: z.boolean(),
});

// decision 19: the documents name none of this answer's fields, so it is an open record: the password form
// reads the common spellings of a minimum length, a required complexity and a hint defensively, and works
// (no meter, the server's message speaks) when none of them is there.
export const passwordRequirementsSchema = z.record(z.string(), z.unknown());
