import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { openPrintDocument, PrintButton, type PrintSource } from '@/components/print-export';
import { feedback } from '@/components/feedback';
import type { FormDraft } from '@/components/form';

/**
 * Prints the saved document (decision 12). With unsaved changes on screen it says first that the print shows what
 * was last saved; `confirmFirst` asks a question of its own before that (the work order's template notice).
 */
export async function printSaved(
  source: PrintSource,
  draft: FormDraft,
  texts: { title: string; text: string; yes: string; no: string },
): Promise<void> {
  if (draft.isDirty()) {
    const yes = await feedback.confirm({
      title: texts.title,
      text: texts.text,
      yesLabel: texts.yes,
      noLabel: texts.no,
    });
    if (!yes) return;
  }
  await openPrintDocument(source);
}

/** The Save and Print buttons of an order form (Save submits the form; one save at a time). */
export function OrderActions({
  saving,
  onPrint,
  printDisabled,
  children,
}: {
  saving: boolean;
  onPrint: () => unknown;
  printDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button type="submit" variant="primary" disabled={saving}>
        {t('jobOrders.actions.save')}
      </Button>
      <PrintButton onPrint={onPrint} disabled={printDisabled} label={t('jobOrders.actions.print')} />
      {children}
      {printDisabled && (
        <span className="align-self-center small text-body-secondary">{t('jobOrders.print.saveFirst')}</span>
      )}
    </div>
  );
}

/** The texts of the unsaved-changes question before a print. */
export function useUnsavedPrintTexts() {
  const { t } = useTranslation();
  return {
    title: t('jobOrders.print.unsavedTitle'),
    text: t('jobOrders.print.unsavedText'),
    yes: t('jobOrders.print.unsavedYes'),
    no: t('jobOrders.print.unsavedNo'),
  };
}
