import { useTranslation } from 'react-i18next';
import { passwordComplexity } from '@/api/account';

/** The password complexity indicator in percent (C §5), valid when it reaches the minimum. */
export function PasswordComplexity({ password, minimum }: { password: string; minimum?: number }) {
  const { t } = useTranslation();
  const value = passwordComplexity(password);
  const valid = minimum === undefined || value >= minimum;
  return (
    <div className="mt-1" aria-live="polite">
      <div className="progress" style={{ height: 6 }}>
        <div
          className={`progress-bar ${valid ? 'bg-success' : 'bg-warning'}`}
          role="progressbar"
          aria-label={t('membership.password.complexityLabel')}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ width: `${value}%` }}
        />
      </div>
      <small className="text-body-secondary">{t('membership.password.complexity', { n: value })}</small>
    </div>
  );
}
