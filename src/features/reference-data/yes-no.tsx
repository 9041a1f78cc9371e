import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A flag as text (Yes or No): what a flag cell says to screen readers and writes in an export. */
export const yesNoText = (t: TFunction, on: boolean) =>
  t(on ? 'referenceData.categories.yes' : 'referenceData.categories.no');

/** A flag cell: a check mark when on, nothing when off; screen readers hear Yes or No. */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{on ? '✓' : ''}</span>
      <span className="visually-hidden">{yesNoText(t, on)}</span>
    </>
  );
}
