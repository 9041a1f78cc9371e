import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { useSubcontractorCompliance, type SubcontractorCompliance } from '@/api/subcontractor-documents';
import { formatDate } from '@/lib/format';

export interface ComplianceFlagProps {
  compliance: SubcontractorCompliance | undefined | null;
  /** 'short' (a picker option, a table cell): the badge alone; 'full': the badge and each document */
  variant?: 'short' | 'full';
  className?: string;
  /** hidden from assistive technology, where the same warning is given in text nearby (picker options) */
  decorative?: boolean;
}

/** One sentence per document: 'Insurance expired on 11/12/2026', 'Driver License expires on 11/30/2026'. */
export function useComplianceText() {
  const { t } = useTranslation();
  return (compliance: SubcontractorCompliance) =>
    compliance.issues
      .map((issue) =>
        t(issue.level === 'expired' ? 'common.compliance.expiredOn' : 'common.compliance.expiresOn', {
          type: t(`common.compliance.types.${issue.documentType}`),
          date: issue.validTo ? formatDate(issue.validTo) : '—',
        }),
      )
      .join('; ');
}

/**
 * The warning shown next to a subcontractor whose insurance or licence has expired (red) or expires within its
 * notice period (amber). It warns, it never blocks. Nothing is shown for a compliant subcontractor.
 */
export function ComplianceFlag({
  compliance,
  variant = 'short',
  className,
  decorative = false,
}: ComplianceFlagProps) {
  const { t } = useTranslation();
  const describe = useComplianceText();
  if (!compliance) return null;
  const expired = compliance.level === 'expired';
  const text = describe(compliance);
  return (
    <span className={className} aria-hidden={decorative || undefined}>
      <Badge
        bg={expired ? 'danger' : 'warning'}
        text={expired ? undefined : 'dark'}
        title={text}
        className="align-middle"
      >
        <span aria-hidden="true">{expired ? '✖ ' : '⚠ '}</span>
        {t(expired ? 'common.compliance.expired' : 'common.compliance.expiring')}
      </Badge>
      {variant === 'full' ? (
        <span className="small ms-2">{text}</span>
      ) : (
        <span className="visually-hidden">: {text}</span>
      )}
    </span>
  );
}

/** The flag of one subcontractor, read from the shared compliance query (one GET for the whole screen). */
export function SubcontractorComplianceFlag({
  subcontractorId,
  ...props
}: Omit<ComplianceFlagProps, 'compliance'> & { subcontractorId: number | null | undefined }) {
  const { data } = useSubcontractorCompliance(!!subcontractorId);
  return <ComplianceFlag compliance={subcontractorId ? data?.get(subcontractorId) : undefined} {...props} />;
}
