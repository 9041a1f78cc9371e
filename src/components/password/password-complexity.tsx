import { useTranslation } from 'react-i18next';
import { passwordComplexity, type PasswordRequirements } from '@/api/account';

/**
 * The password complexity indicator in percent (C §5), shown only when the server's answer gives a required
 * complexity: without one the client cannot know whether a password passes, so it shows no meter (and never a
 * "valid" state) and leaves it to the server's message on save.
 */
export function PasswordComplexity({
  password,
  rules,
}: {
  password: string;
  rules: PasswordRequirements | undefined;
}) {
  const { t } = useTranslation();
  const minimum = rules?.minComplexity;
  if (minimum === undefined) return null;
  const value = passwordComplexity(password);
  const reached = value >= minimum && (rules?.minLength === undefined || password.length >= rules.minLength);
  return (
    <div className="mt-1" aria-live="polite">
      <div className="progress" style={{ height: 6 }}>
        <div
          className={`progress-bar ${reached ? 'bg-success' : 'bg-warning'}`}
          role="progressbar"
          aria-label={t('common.password.complexityLabel')}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ width: `${value}%` }}
        />
      </div>
      <small className="text-body-secondary">{t('common.password.complexity', { n: value })}</small>
    </div>
  );
}

/**
 * The rule in words under a password field: the server's own hint when it sends one, else ours from the readable
 * rule (one figure: the server's), else nothing.
 */
export function PasswordRuleHint({ rules, id }: { rules: PasswordRequirements | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!rules) return null;
  if (rules.hints.length) {
    return (
      <div className="small text-body-secondary mb-2" id={id}>
        {t('common.password.requirements')}
        <ul className="mb-0">
          {rules.hints.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    );
  }
  const parts = [
    rules.minLength !== undefined ? t('common.password.hintLength', { n: rules.minLength }) : null,
    rules.minComplexity !== undefined ? t('common.password.hint', { n: rules.minComplexity }) : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p className="small text-body-secondary mb-2" id={id}>
      {parts.join(' ')}
    </p>
  );
}
