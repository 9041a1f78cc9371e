import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubcontractorCompliance } from '@/api/subcontractor-documents';
import { useComplianceText } from '@/components/compliance/compliance-flag';
import { cacheTimes } from '@/lib/query-client';
import { userLabel } from './ready-labels';

/** The warning under a contractor picker for a chosen subcontractor whose documents expired or expire soon. */
function ComplianceWarning({
  subcontractorId,
  compliance,
}: {
  subcontractorId: number;
  compliance: SubcontractorCompliance;
}) {
  const { t } = useTranslation();
  const describe = useComplianceText();
  // the name as the picker shows it (the same background read, cached)
  const name = useQuery({ ...userLabel(subcontractorId), staleTime: cacheTimes.referenceData }).data;
  return (
    <div>
      <span aria-hidden="true">⚠ </span>
      {t(
        compliance.level === 'expired' ? 'common.compliance.warnExpired' : 'common.compliance.warnExpiring',
        {
          name: name || t('common.compliance.thisSubcontractor'),
          documents: describe(compliance),
        },
      )}
    </div>
  );
}

/**
 * The warnings under a contractor picker (the picker and its stand-in alike): one per chosen subcontractor whose
 * documents expired or expire soon. Nothing without flags (no right to read the documents, or none flagged).
 */
export function ContractorWarnings({
  flags,
  value,
}: {
  flags: ReadonlyMap<number, SubcontractorCompliance> | undefined;
  value: number | readonly number[] | null | undefined;
}) {
  const chosen = Array.isArray(value) ? value : typeof value === 'number' && value ? [value] : [];
  const warnings = flags ? chosen.filter((id) => flags.has(id)) : [];
  if (!flags || warnings.length === 0) return null;
  return (
    <div className="form-text text-warning-emphasis" role="status">
      {warnings.map((id) => {
        const flag = flags.get(id);
        return flag ? <ComplianceWarning key={id} subcontractorId={id} compliance={flag} /> : null;
      })}
    </div>
  );
}
