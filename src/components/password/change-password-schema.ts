import { z } from 'zod';
import { passwordComplexity, type PasswordRequirements } from '@/api/account';

const P = 'common.password';

/** How a message is worded: the shortness (with the minimum length) and the weakness (with the current complexity). */
export interface PasswordWording {
  short: (minLength: number) => string;
  weak: (complexity: number) => string;
}

/**
 * What the client can tell is wrong with a password under the rules the server's answer made readable: too short
 * (its minimum length), too weak (its required complexity, C §5). Nothing when no rule is readable: then only the
 * server's answer to the save tells.
 */
export function passwordRuleProblem(
  password: string,
  rules: PasswordRequirements | undefined,
  words: PasswordWording,
): string | null {
  if (!password || !rules) return null;
  if (rules.minLength !== undefined && password.length < rules.minLength) return words.short(rules.minLength);
  if (rules.minComplexity !== undefined) {
    const n = passwordComplexity(password);
    if (n < rules.minComplexity) return words.weak(n);
  }
  return null;
}

/**
 * The password change form (C §5): both fields required, equal, and meeting the server's rules as far as they are
 * readable (passwordRuleProblem).
 */
export function changePasswordSchema(rules: PasswordRequirements | undefined, words: PasswordWording) {
  return z
    .object({
      NewPassword: z.string().min(1, `${P}.newRequired`),
      NewPasswordRepeat: z.string().min(1, `${P}.repeatRequired`),
    })
    .superRefine((v, ctx) => {
      const problem = passwordRuleProblem(v.NewPassword, rules, words);
      if (problem) ctx.addIssue({ code: 'custom', path: ['NewPassword'], message: problem });
      if (v.NewPasswordRepeat && v.NewPassword !== v.NewPasswordRepeat)
        ctx.addIssue({ code: 'custom', path: ['NewPasswordRepeat'], message: `${P}.notEqual` });
    });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
