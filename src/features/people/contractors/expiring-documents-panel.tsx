import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { bizUsersOfRole, bizUserKeys } from '@/api/biz-users';
import { readAllRows } from '@/api/datatables';
import { useSubcontractorCompliance } from '@/api/subcontractor-documents';
import { ComplianceFlag } from '@/components/compliance';
import { formatDate, fullName } from '@/lib/format';
import { Roles } from '@/lib/permissions';

/**
 * "Expiring documents" (going beyond, compliance at a glance): the subcontractors whose insurance or licence has
 * expired or expires within its notice period, worst first, each linking to its documents tab. It warns; it
 * blocks nothing.
 */
export function ExpiringDocumentsPanel() {
  const { t } = useTranslation();
  const compliance = useSubcontractorCompliance();
  const flagged = useMemo(() => [...(compliance.data?.values() ?? [])], [compliance.data]);
  // the names of the subcontractors (one read of the role's users, only when something is flagged)
  const people = useQuery({
    queryKey: bizUserKeys.list({ role: Roles.SubContractor, all: true }),
    queryFn: ({ signal }) => readAllRows(bizUsersOfRole(Roles.SubContractor), {}, signal),
    enabled: flagged.length > 0,
  });
  const byId = useMemo(() => new Map((people.data ?? []).map((u) => [u.Id, u])), [people.data]);
  const rows = useMemo(
    () =>
      flagged
        .flatMap((c) => c.issues.map((issue) => ({ subcontractorId: c.subcontractorId, issue })))
        .sort((a, b) => (a.issue.daysLeft ?? 0) - (b.issue.daysLeft ?? 0)),
    [flagged],
  );
  if (compliance.isPending || compliance.isError) return null;

  return (
    <Card as="section" className="mb-3 border-warning" aria-labelledby="expiring-documents-title">
      <Card.Header className="bg-warning-subtle">
        <h2 id="expiring-documents-title" className="h6 mb-0">
          {t('people.expiring.title')}
        </h2>
      </Card.Header>
      {rows.length === 0 ? (
        <Card.Body className="small">{t('people.expiring.none')}</Card.Body>
      ) : (
        <Table size="sm" responsive className="mb-0 small" aria-labelledby="expiring-documents-title">
          <thead>
            <tr>
              <th scope="col">{t('people.expiring.subcontractor')}</th>
              <th scope="col">{t('people.documents.fields.type')}</th>
              <th scope="col">{t('people.documents.fields.validTo')}</th>
              <th scope="col">{t('people.expiring.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ subcontractorId, issue }) => {
              const user = byId.get(subcontractorId);
              const name = user
                ? [fullName(user), user.CompanyName].filter(Boolean).join(' · ')
                : t('people.expiring.subcontractorNo', { id: subcontractorId });
              return (
                <tr key={issue.documentId}>
                  <td>
                    <Link to={`/manages/contractors/${subcontractorId}/documents`}>{name}</Link>
                  </td>
                  <td>{t(`people.documents.types.${issue.documentType}`)}</td>
                  <td>{issue.validTo ? formatDate(issue.validTo) : ''}</td>
                  <td>
                    <ComplianceFlag
                      compliance={{ subcontractorId, level: issue.level, issues: [issue] }}
                      className="me-2"
                    />
                    {issue.daysLeft === null
                      ? ''
                      : issue.daysLeft < 0
                        ? t('people.expiring.daysAgo', { count: -issue.daysLeft })
                        : t('people.expiring.daysLeft', { count: issue.daysLeft })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
