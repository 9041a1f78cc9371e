import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { passwordComplexity } from '@/api/account';

/** The password complexity indicator in percent (C §5), valid when it reaches the minimum. */
export function PasswordComplexity({ password, minimum }: { password: string; minimum?: number }) {
  const { t } = useTranslation();
  const value = passwordComplexity(password);
  const valid = minimum === undefined || value >= minimum;
  return (
    <div className="mt-1" aria-live="polite">
      <ProgressBar
        now={value}
        variant={valid ? 'success' : 'warning'}
        aria-label={t('membership.password.complexityLabel')}
        style={{ height: 6 }}
      />
      <small className="text-body-secondary">{t('membership.password.complexity', { n: value })}</small>
    </div>
  );
}
