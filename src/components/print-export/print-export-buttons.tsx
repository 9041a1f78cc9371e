import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { PrintSource } from '@/api/documents';
import { useBusyAction } from './use-busy-action';

interface ActionButtonProps {
  label?: ReactNode;
  /** The error toast text; a clear default otherwise. */
  errorText?: string;
  disabled?: boolean;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

export interface PrintButtonProps extends ActionButtonProps {
  /** The print document to open (URL, request, or a function that finds it). */
  request?: PrintSource;
  /** A custom print action (it should call openPrintDocument synchronously); used instead of `request`. */
  onPrint?: () => unknown;
}

export interface ExportButtonProps extends ActionButtonProps {
  /** The export call, e.g. '/api/jobPayments/exportToExcel'. */
  url?: string;
  /** The filter posted (or a function reading the current one). */
  filter?: unknown;
  /** The file name when the answer gives none ('.xlsx' added when it has no extension). */
  fileName?: string;
  /** A custom export action; used instead of url/filter. */
  onExport?: () => unknown;
}

/* The documents code loads on the first click: drawing a screen's buttons does not need it. */
const documents = () => import('@/api/documents');

function printDocument(request: PrintSource) {
  // the window opens inside the click, before the code loads (popup blockers)
  const target = window.open('', '_blank');
  return documents().then(
    (d) => d.openPrintDocument(request, target),
    (error: unknown) => {
      target?.close();
      throw error;
    },
  );
}

function exportDocument(url: string, filter: unknown, fileName?: string) {
  // the filter is read at the click; the code loads after
  return documents().then((d) => d.exportToFile(url, filter, fileName));
}

function BusyButton({
  busy,
  onClick,
  children,
  disabled,
  variant = 'outline-secondary',
  size,
  className,
}: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** Print (decision 12): opens the API's print document in a new window; one at a time; error toast on failure. */
export function PrintButton({ request, onPrint, label, errorText, ...rest }: PrintButtonProps) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction(
    () => (onPrint ? onPrint() : request ? printDocument(request) : undefined),
    errorText ?? t('common.printExport.printError'),
  );
  return (
    <BusyButton busy={busy} onClick={() => void run()} {...rest}>
      {label ?? t('common.printExport.print')}
    </BusyButton>
  );
}

/** Export to Excel (decision 12): posts the filter and saves the returned file; one at a time; error toast. */
export function ExportButton({
  url,
  filter,
  fileName,
  onExport,
  label,
  errorText,
  ...rest
}: ExportButtonProps) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction(
    () =>
      onExport
        ? onExport()
        : url
          ? exportDocument(url, typeof filter === 'function' ? (filter as () => unknown)() : filter, fileName)
          : undefined,
    errorText ?? t('common.printExport.exportError'),
  );
  return (
    <BusyButton busy={busy} onClick={() => void run()} {...rest}>
      {label ?? t('common.printExport.export')}
    </BusyButton>
  );
}
