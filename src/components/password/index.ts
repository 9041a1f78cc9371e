export { ChangePasswordForm, refusalMessages, type ChangePasswordFormProps } from './change-password-form';
export {
  changePasswordSchema,
  passwordRuleProblem,
  type ChangePasswordValues,
} from './change-password-schema';
export { PasswordComplexity, PasswordRuleHint } from './password-complexity';
