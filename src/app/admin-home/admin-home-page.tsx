import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router-dom';
import type { ShellContext } from '../shell/app-layout';
import { adminSections } from './admin-sections';

/**
 * The administration home (`/admin`, A §2 `backend.home`): the Manage and System Admin screens this user may
 * open, as the side menu lists them (the same menu, the same permission check), each a link with its menu label.
 * A user who may open none is told so.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  // the shell's menu: the registry's entries, filtered by the one permission check
  const { menu } = useOutletContext<ShellContext>();
  const sections = useMemo(() => adminSections(menu), [menu]);
  return (
    <>
      <h1 className="h3 mb-3">{t('app.adminHome.title')}</h1>
      {sections.length === 0 ? (
        <section className="py-4" aria-labelledby="admin-home-empty">
          <h2 id="admin-home-empty" className="h5">
            {t('app.adminHome.emptyTitle')}
          </h2>
          <p className="text-body-secondary">{t('app.adminHome.emptyText')}</p>
          <Link to="/" className="btn btn-outline-primary">
            {t('app.adminHome.startPage')}
          </Link>
        </section>
      ) : (
        <>
          <p className="text-body-secondary">{t('app.adminHome.intro')}</p>
          <div className="row g-3">
            {sections.map((section) => (
              <section
                key={section.id}
                className="col-12 col-md-6 col-xl-4"
                aria-labelledby={`admin-home-${section.id}`}
              >
                <div className="card h-100">
                  <h2 id={`admin-home-${section.id}`} className="card-header h6 mb-0">
                    {t(section.label)}
                  </h2>
                  <ul className="list-group list-group-flush">
                    {section.children?.map((screen) => (
                      <li key={screen.id} className="list-group-item">
                        <Link to={screen.to ?? '/'}>{t(screen.label)}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            ))}
          </div>
        </>
      )}
    </>
  );
}
