import { z } from 'zod';
import { email, phone } from '@/lib/validation';
import type { PasswordRequirements } from '@/api/account';
import { passwordRuleProblem } from '@/components/password/change-password-schema';
import type { CompanyPayload } from '@/api/companies';

const C = 'membership.company.validation';

/** General Information (C §2): Save is disabled while CompanyName is empty (C §5). */
export const companyInfoSchema = z.object({
  CompanyName: z.string().trim().min(1, `${C}.nameRequired`),
  Code: z.string().trim(),
  LogoUrl: z.string().trim(),
  Domain: z.string().trim(),
});
export type CompanyInfoValues = z.infer<typeof companyInfoSchema>;

/**
 * A new company (C §2, C §5): General Information, the owner (first name, last name, e-mail required), a
 * password meeting the server's rules as far as they are readable (`short` words the minimum length) and its
 * repeat, and a comment.
 */
export function newCompanySchema(
  rules: PasswordRequirements | undefined,
  short: (minLength: number) => string = () => `${C}.passwordWeak`,
) {
  return companyInfoSchema
    .extend({
      FirstName: z.string().trim().min(1, `${C}.firstNameRequired`),
      LastName: z.string().trim().min(1, `${C}.lastNameRequired`),
      Phone: phone(),
      Email: email({ requiredKey: `${C}.emailRequired`, messageKey: `${C}.emailInvalid` }),
      Password: z.string().min(1, `${C}.passwordRequired`),
      PasswordRepeat: z.string(),
      Comment: z.string(),
    })
    .superRefine((v, ctx) => {
      const problem = passwordRuleProblem(v.Password, rules, { short, weak: () => `${C}.passwordWeak` });
      if (problem) ctx.addIssue({ code: 'custom', path: ['Password'], message: problem });
      if (v.Password !== v.PasswordRepeat)
        ctx.addIssue({ code: 'custom', path: ['PasswordRepeat'], message: `${C}.passwordMismatch` });
    });
}
export type NewCompanyInput = z.input<ReturnType<typeof newCompanySchema>>;
export type NewCompanyValues = z.output<ReturnType<typeof newCompanySchema>>;

export const NEW_COMPANY: NewCompanyInput = {
  CompanyName: '',
  Code: '',
  LogoUrl: '',
  Domain: '',
  FirstName: '',
  LastName: '',
  Phone: '',
  Email: '',
  Password: '',
  PasswordRepeat: '',
  Comment: '',
};

export function toNewCompanyPayload(v: NewCompanyValues): CompanyPayload {
  return {
    CompanyName: v.CompanyName,
    Code: v.Code,
    LogoUrl: v.LogoUrl,
    Domain: v.Domain,
    Owner: {
      FirstName: v.FirstName,
      LastName: v.LastName,
      Phone: v.Phone,
      Email: v.Email,
      Password: v.Password,
      PasswordRepeat: v.PasswordRepeat,
      Comment: v.Comment,
    },
  };
}
