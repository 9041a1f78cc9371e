import { z } from 'zod';
import type { ClientCompany, ClientCompanyPayload } from '@/api/client-companies';
import { email, optionalText, phone, requiredText } from '@/lib/validation';

const v = 'builders.validation';

/** The main contact user of a builder (C §3): names and e-mail required, password optional (C §5). */
export const mainContactSchema = z
  .object({
    FirstName: requiredText(`${v}.firstNameRequired`, 100),
    LastName: requiredText(`${v}.lastNameRequired`, 100),
    Email: email({ requiredKey: `${v}.emailRequired`, messageKey: `${v}.emailInvalid` }),
    CellPhoneNumber: phone(),
    Address: optionalText(200),
    Password: optionalText(100),
    RepeatPassword: optionalText(100),
  })
  .check((ctx) => {
    if (ctx.value.Password !== ctx.value.RepeatPassword)
      ctx.issues.push({
        code: 'custom',
        message: `${v}.passwordMismatch`,
        path: ['RepeatPassword'],
        input: ctx.value.RepeatPassword,
      });
  });

/** Builder create/edit (C §3, C §5): CompanyName, Address and PhoneNumber required. */
export const clientCompanyFormSchema = z.object({
  CompanyName: requiredText(`${v}.companyNameRequired`, 200),
  Address: requiredText(`${v}.addressRequired`, 200),
  PhoneNumber: phone({ required: true, requiredKey: `${v}.phoneRequired` }),
  FaxNumber: phone(),
  ContactName: optionalText(100),
  ContactPhoneNumber: phone(),
  MainContactUser: mainContactSchema,
});

export type ClientCompanyFormInput = z.input<typeof clientCompanyFormSchema>;
export type ClientCompanyFormValues = z.output<typeof clientCompanyFormSchema>;

/** The form's values for a builder (empty for a new one). */
export function clientCompanyFormDefaults(company?: ClientCompany | null): ClientCompanyFormInput {
  const contact = company?.MainContactUser;
  return {
    CompanyName: company?.CompanyName ?? '',
    Address: company?.Address ?? '',
    PhoneNumber: company?.PhoneNumber ?? '',
    FaxNumber: company?.FaxNumber ?? '',
    ContactName: company?.ContactName ?? '',
    ContactPhoneNumber: company?.ContactPhoneNumber ?? '',
    MainContactUser: {
      FirstName: contact?.FirstName ?? '',
      LastName: contact?.LastName ?? '',
      Email: contact?.Email ?? '',
      CellPhoneNumber: contact?.CellPhoneNumber ?? '',
      Address: contact?.Address ?? '',
      Password: '',
      RepeatPassword: '',
    },
  };
}

/** The payload sent to POST/PUT /clientCompany; an empty password is left out (not required). */
export function toClientCompanyPayload(
  values: ClientCompanyFormValues,
  company?: ClientCompany | null,
): ClientCompanyPayload {
  const { Password, RepeatPassword, ...contact } = values.MainContactUser;
  return {
    ...values,
    MainContactUser: {
      ...(company?.MainContactUser?.Id ? { Id: company.MainContactUser.Id } : {}),
      ...contact,
      ...(Password ? { Password, RepeatPassword } : {}),
    },
  };
}
