import { z } from 'zod';

/** A role's form (C §2, C §5): Name (Save disabled while it is empty) and Description. */
export const roleFormSchema = z.object({
  Name: z.string().trim().min(1, 'membership.roles.nameRequired'),
  Description: z.string().trim(),
});

export type RoleFormValues = z.infer<typeof roleFormSchema>;
