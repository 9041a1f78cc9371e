import { useEffect, useId, useState, type ComponentType } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SiteSettingEditorProps } from './registry';
import { siteSettings } from './settings';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

const LIST = '/admin/siteSettings';

/**
 * /admin/siteSettings/{settingKey} (C §2): the registered setting's editor with Save and Cancel (back to the list).
 * An unknown key says so clearly (C §8: not found in the registry).
 */
export function SiteSettingEditPage() {
  const { t } = useTranslation();
  const key = useParams().settingKey ?? '';
  const navigate = useNavigate();
  const formId = `setting${useId().replace(/:/g, '')}`;
  const known = siteSettings.has(key);
  const setting = known ? siteSettings.get(key) : null;
  const [Editor, setEditor] = useState<{
    key: string;
    component: ComponentType<SiteSettingEditorProps>;
  } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!setting) return;
    let active = true;
    setLoadFailed(false);
    setting.editor().then(
      (component) => active && setEditor({ key: setting.key, component }),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [setting]);

  if (!setting) {
    return (
      <section aria-labelledby="setting-title">
        <h1 id="setting-title" className="h3 mb-3">
          {t('siteSettings.notFound.title')}
        </h1>
        <Alert variant="warning">{t('siteSettings.notFound.text', { key })}</Alert>
        <Link to={LIST}>{t('siteSettings.back')}</Link>
      </section>
    );
  }

  const Component = Editor?.key === setting.key ? Editor.component : null;
  return (
    <section aria-labelledby="setting-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="setting-title" className="h3 mb-0">
          {t(setting.title)}
        </h1>
        <Link to={LIST}>{t('siteSettings.back')}</Link>
      </div>
      {loadFailed ? (
        <Alert variant="danger">{t('siteSettings.loadError')}</Alert>
      ) : !Component ? (
        <LoadingSpinner />
      ) : (
        <>
          <Component formId={formId} onSaved={() => void navigate(LIST)} onSavingChange={setSaving} />
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" form={formId} variant="primary" disabled={saving}>
              {saving ? t('siteSettings.saving') : t('siteSettings.save')}
            </Button>
            <Button variant="outline-secondary" onClick={() => void navigate(LIST)} disabled={saving}>
              {t('siteSettings.cancel')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
