import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { siteSettings } from './settings';

/** /admin/siteSettings (C §2): the registered settings, each opening its edit page. */
export function SiteSettingsListPage() {
  const { t } = useTranslation();
  const settings = siteSettings.list();
  return (
    <section aria-labelledby="site-settings-title">
      <h1 id="site-settings-title" className="h3 mb-3">
        {t('siteSettings.title')}
      </h1>
      {settings.length === 0 ? (
        <p>{t('siteSettings.none')}</p>
      ) : (
        <ListGroup as="ul" aria-labelledby="site-settings-title">
          {settings.map((setting) => (
            <ListGroup.Item as="li" key={setting.key}>
              <Link to={`/admin/siteSettings/${encodeURIComponent(setting.key)}`} className="fw-semibold">
                {t(setting.title)}
              </Link>
              {setting.description && (
                <div className="small text-body-secondary">{t(setting.description)}</div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
