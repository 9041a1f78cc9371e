import { z } from 'zod';
import type { BizUserPayload, BizUserRecord } from '@/api/biz-users';
import { Roles } from '@/lib/permissions';
import { email, optionalText, phone, requiredText } from '@/lib/validation';

const v = 'common.userDialog.validation';

/** The three modes of the user create form (C §4). */
export type UserFormMode = 'create' | 'invite' | 'update';

/** Whose form it is: the clients' (default role BC, e-mail not required, company name) or anyone else's. */
export type UserFormAudience = 'client' | 'other';

/** Which optional parts the form shows (C §5): e-mail optional hides e-mail and password; SSN and Address. */
export interface UserFormOptions {
  mode: UserFormMode;
  audience: UserFormAudience;
  emailOptional: boolean;
  ssn: boolean;
  address: boolean;
}

/** SSN 999-99-9999. */
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

/** Masks digits as 999-99-9999 while typing. */
export function maskSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Whether the password fields show: not when inviting (the user sets it) nor when e-mail is optional. */
export const showsPassword = (o: Pick<UserFormOptions, 'mode' | 'emailOptional'>) =>
  o.mode !== 'invite' && !o.emailOptional;

/** Whether a password must be typed (C §5 "User manager"): on creation of a non-client with e-mail. */
export const requiresPassword = (o: UserFormOptions) =>
  showsPassword(o) && o.mode === 'create' && o.audience !== 'client';

/** Whether the e-mail must be typed: not for the clients form nor when optional; always to invite. */
export const requiresEmail = (o: UserFormOptions) =>
  !o.emailOptional && (o.audience !== 'client' || o.mode === 'invite');

/** The user form's schema for these options (C §5 "User creation (dialog)" and "User manager"). */
export function createUserFormSchema(options: UserFormOptions) {
  return z
    .object({
      Role: requiredText(`${v}.roleRequired`),
      FirstName: requiredText(`${v}.firstNameRequired`, 100),
      LastName: requiredText(`${v}.lastNameRequired`, 100),
      CompanyName: optionalText(200),
      Email: options.emailOptional
        ? optionalText(200)
        : email({
            required: requiresEmail(options),
            requiredKey: `${v}.emailRequired`,
            messageKey: `${v}.emailInvalid`,
          }),
      CellPhoneNumber: phone(),
      HomePhoneNumber: phone(),
      Ssn: optionalText().refine((s) => !options.ssn || s === '' || SSN_PATTERN.test(s), {
        error: `${v}.ssnInvalid`,
      }),
      Address: optionalText(200),
      Comment: optionalText(500),
      Password: z
        .string()
        .nullish()
        .transform((s) => s ?? '')
        .refine((s) => !requiresPassword(options) || s !== '', { error: `${v}.passwordRequired` }),
      PasswordRepeat: z
        .string()
        .nullish()
        .transform((s) => s ?? ''),
    })
    .refine((values) => !showsPassword(options) || values.Password === values.PasswordRepeat, {
      error: `${v}.passwordMismatch`,
      path: ['PasswordRepeat'],
      // shown together with the other fields' messages, not only once they are right
      when: (payload) => {
        const value = payload.value as { Password?: unknown; PasswordRepeat?: unknown } | undefined;
        return typeof value?.Password === 'string' && typeof value.PasswordRepeat === 'string';
      },
    });
}

export type UserFormInput = z.input<ReturnType<typeof createUserFormSchema>>;
export type UserFormValues = z.output<ReturnType<typeof createUserFormSchema>>;

/** The role a new user starts with (C §4): BC for clients, BS otherwise, when offered; else the first. */
export function defaultRole(
  roles: readonly string[],
  audience: UserFormAudience,
  mode: UserFormMode,
): string {
  const preferred = audience === 'client' || mode === 'invite' ? Roles.Client : Roles.Staff;
  return roles.find((r) => r.toLowerCase() === preferred.toLowerCase()) ?? roles[0] ?? preferred;
}

/** The form's values for a user (empty for a new one). */
export function userFormDefaults(
  user: BizUserRecord | null | undefined,
  roles: readonly string[],
  audience: UserFormAudience,
  mode: UserFormMode,
): UserFormInput {
  return {
    Role: mode === 'invite' ? Roles.Client : (user?.Roles?.[0] ?? defaultRole(roles, audience, mode)),
    FirstName: user?.FirstName ?? '',
    LastName: user?.LastName ?? '',
    CompanyName: user?.CompanyName ?? '',
    Email: user?.Email ?? '',
    CellPhoneNumber: user?.CellPhoneNumber ?? '',
    HomePhoneNumber: user?.HomePhoneNumber ?? '',
    Ssn: user?.Ssn ?? '',
    Address: user?.Address ?? '',
    Comment: user?.Comment ?? '',
    Password: '',
    PasswordRepeat: '',
  };
}

/**
 * The payload of POST createUser / PUT /{id}: the chosen role first in Roles (C §3), the user's other roles
 * kept on update; PasswordRepeat stays in the form; an empty password is left out.
 */
export function toUserPayload(
  values: UserFormValues,
  options: UserFormOptions,
  user?: BizUserRecord | null,
): BizUserPayload {
  const others = (user?.Roles ?? []).filter((r) => r.toLowerCase() !== values.Role.toLowerCase());
  const invite = options.mode === 'invite' || (options.mode === 'update' && !!user?.isNeedInvite);
  return {
    ...(user?.Id ? { Id: user.Id } : {}),
    FirstName: values.FirstName,
    LastName: values.LastName,
    Email: options.emailOptional && !values.Email ? '' : values.Email,
    CellPhoneNumber: values.CellPhoneNumber,
    HomePhoneNumber: values.HomePhoneNumber,
    Comment: values.Comment,
    Roles: [values.Role, ...others],
    IsActive: user?.IsActive ?? true,
    CompanyName: values.CompanyName || user?.CompanyName || '',
    Ssn: options.ssn ? values.Ssn : (user?.Ssn ?? ''),
    Address: options.address ? values.Address : (user?.Address ?? ''),
    isNeedInvite: invite,
    ...(showsPassword(options) && values.Password ? { Password: values.Password } : {}),
  };
}
