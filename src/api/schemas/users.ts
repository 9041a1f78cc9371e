import { z } from 'zod';
import { idSchema } from './common';

/*
 * The User entity (C §3): Id, FirstName, LastName, CellPhoneNumber, HomePhoneNumber, Email, Password,
 * PasswordRepeat (form only), Comment, Roles (the first entry is the chosen role), IsActive, CompanyName
 * (for clients), Ssn, Address, isNeedInvite, userName.
 * Every call that returns users without listing their fields (GET /user, GET /user/{id}, /datasource/user,
 * /datasource/bizUsers, the /bizUsers calls, a user group's Users) returns this entity. Password and
 * PasswordRepeat are what the forms send: no answer carries them. Only Id and the names are required; the
 * documents do not say which other fields every answer fills.
 * GET /user/autocomplete lists its fields (C §7): "It returns users with Id, FirstName, LastName".
 */

export const userSchema = z.strictObject({
  Id: idSchema,
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().optional(),
  CellPhoneNumber: z.string().optional(),
  HomePhoneNumber: z.string().optional(),
  Comment: z.string().optional(),
  Roles: z.array(z.string()).optional(),
  IsActive: z.boolean().optional(),
  CompanyName: z.string().optional(),
  Ssn: z.string().optional(),
  Address: z.string().optional(),
  isNeedInvite: z.boolean().optional(),
  userName: z.string().optional(),
});

export const userListSchema = z.array(userSchema);

export const userAutocompleteItemSchema = z.strictObject({
  Id: idSchema,
  FirstName: z.string(),
  LastName: z.string(),
});

export const userAutocompleteListSchema = z.array(userAutocompleteItemSchema);
