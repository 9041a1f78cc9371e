import { useTranslation } from 'react-i18next';

/** A flag cell: a check mark when on, nothing when off; screen readers hear Yes or No. */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{on ? '✓' : ''}</span>
      <span className="visually-hidden">
        {t(on ? 'referenceData.categories.yes' : 'referenceData.categories.no')}
      </span>
    </>
  );
}
