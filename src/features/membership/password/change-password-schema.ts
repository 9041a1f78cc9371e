import { z } from 'zod';
import { passwordComplexity } from '@/api/account';

const P = 'membership.password';

/**
 * The password change form (C §5): both fields required, equal, and as complex as the server's requirements
 * ask (`minimum`, when it gives one). `weak` words the complexity message with the current percentage.
 */
export function changePasswordSchema(minimum: number | undefined, weak: (n: number) => string) {
  return z
    .object({
      NewPassword: z.string().min(1, `${P}.newRequired`),
      NewPasswordRepeat: z.string().min(1, `${P}.repeatRequired`),
    })
    .superRefine((v, ctx) => {
      if (v.NewPassword && minimum !== undefined) {
        const n = passwordComplexity(v.NewPassword);
        if (n < minimum) ctx.addIssue({ code: 'custom', path: ['NewPassword'], message: weak(n) });
      }
      if (v.NewPasswordRepeat && v.NewPassword !== v.NewPasswordRepeat)
        ctx.addIssue({ code: 'custom', path: ['NewPasswordRepeat'], message: `${P}.notEqual` });
    });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
