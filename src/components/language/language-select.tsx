import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@/lib/language';

/**
 * The language choice (issue 25 §4): a plain labelled select (the sign-in page stays light), remembered in this
 * browser. Spanish's files load on first choice; the page keeps its language until they are in.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = (language: Language) => {
    setBusy(true);
    setFailed(false);
    changeLanguage(language)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className={`d-flex align-items-center gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="form-label small mb-0">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={currentLanguage()}
        aria-busy={busy || undefined}
        onChange={(e) => choose(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      {failed && (
        <span role="alert" className="small text-danger">
          {t('common.language.changeFailed')}
        </span>
      )}
    </div>
  );
}
