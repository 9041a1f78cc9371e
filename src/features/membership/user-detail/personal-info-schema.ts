import { z } from 'zod';
import { email, requiredText } from '@/lib/validation';

const v = 'common.userDialog.validation';

/**
 * The personal information a user's detail edits (C §2: full name, e-mail; the active flag stays read-only), with
 * the user form's rules and messages (C §5: first and last name required, e-mail required).
 */
export const personalInfoSchema = z.object({
  FirstName: requiredText(`${v}.firstNameRequired`, 100),
  LastName: requiredText(`${v}.lastNameRequired`, 100),
  Email: email({ required: true, requiredKey: `${v}.emailRequired`, messageKey: `${v}.emailInvalid` }),
});
export type PersonalInfoValues = z.output<typeof personalInfoSchema>;
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
