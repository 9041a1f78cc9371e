import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** The always-disabled Remove button (C §2), which carries its confirmation text. */
export function RemoveButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outline-danger" disabled title={t('membership.company.removeConfirm')}>
      {t('membership.company.remove')}
    </Button>
  );
}
