import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/view-edit';
import { fullName } from '@/lib/format';
import { useDetailUser } from './user-detail-page';

/** The personalInfo tab (C §2): full name, the active flag (read-only) and the e-mail. */
export function PersonalInfoTab() {
  const { t } = useTranslation();
  const user = useDetailUser();
  return (
    <Card>
      <Card.Header>
        <h2 className="h6 mb-0">{t('membership.userDetail.personalInfo')}</h2>
      </Card.Header>
      <Card.Body>
        <DetailList
          items={[
            { label: t('membership.userDetail.fullName'), value: fullName(user) },
            {
              label: t('membership.userDetail.active'),
              value: (
                <Form.Check
                  type="checkbox"
                  id="membership-user-active"
                  checked={!!user.IsActive}
                  disabled
                  readOnly
                  aria-label={t('membership.userDetail.active')}
                  label={user.IsActive ? t('membership.yes') : t('membership.no')}
                />
              ),
            },
            { label: t('membership.userDetail.email'), value: user.Email },
          ]}
        />
      </Card.Body>
    </Card>
  );
}
