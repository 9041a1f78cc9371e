import { useId, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { bizUsersOfRole, bizUserKeys } from '@/api/biz-users';
import { readAllRows } from '@/api/datatables';
import { useSubcontractorCompliance, type SubcontractorCompliance } from '@/api/subcontractor-documents';
import { ComplianceFlag } from '@/components/compliance';
import { DisclosureToggle } from '@/components/filters';
import { formatDate, fullName } from '@/lib/format';
import { Roles } from '@/lib/permissions';

/**
 * "Expiring documents" (going beyond, compliance at a glance): a one-line bar above the subcontractors that counts
 * the expired and soon-expiring insurance and licences, and opens onto the list of them, worst first, each linking
 * to its documents tab. It warns; it blocks nothing.
 *
 * The bar is drawn with the list and keeps its height whatever the answer: the list it stood above, drawn first,
 * was pushed down by the whole table when the documents came in (a click on a row landed on another), and on a
 * laptop the subcontractors started below the fold. The names (every subcontractor of the role) are read only
 * when the list of documents is opened.
 */
export function ExpiringDocumentsPanel() {
  const { t } = useTranslation();
  const compliance = useSubcontractorCompliance();
  const flagged = useMemo(() => [...(compliance.data?.values() ?? [])], [compliance.data]);
  const [open, setOpen] = useState(false);
  // the table is made the first time the bar opens, and stays for its closing and the next opening
  const [made, setMade] = useState(false);
  if (open && !made) setMade(true);
  const bodyId = useId();
  // documents, as the list counts them
  const issues = flagged.flatMap((c) => c.issues);
  const expired = issues.filter((issue) => issue.level === 'expired').length;
  const expiring = issues.length - expired;

  const summary = compliance.isPending
    ? t('people.expiring.checking')
    : compliance.isError
      ? t('people.expiring.unavailable')
      : flagged.length === 0
        ? t('people.expiring.none')
        : null;

  return (
    <Card
      as="section"
      className={`mb-3${flagged.length ? ' border-warning' : ''}`}
      aria-labelledby="expiring-documents-title"
    >
      <Card.Header
        className={`py-2 d-flex flex-wrap align-items-center column-gap-3${flagged.length ? ' bg-warning-subtle' : ''}`}
      >
        <h2 id="expiring-documents-title" className="h6 mb-0">
          <DisclosureToggle
            open={open}
            controls={bodyId}
            onToggle={flagged.length ? () => setOpen(!open) : undefined}
          >
            {t('people.expiring.title')}
          </DisclosureToggle>
        </h2>
        {summary !== null ? (
          <span className="small text-body-secondary" role="status">
            {summary}
          </span>
        ) : (
          <span className="d-flex gap-2">
            {expired > 0 && (
              <Badge bg="danger">{t('people.expiring.expiredCount', { count: expired })}</Badge>
            )}
            {expiring > 0 && (
              <Badge bg="warning" text="dark">
                {t('people.expiring.expiringCount', { count: expiring })}
              </Badge>
            )}
          </span>
        )}
      </Card.Header>
      {flagged.length > 0 && (
        <Collapse in={open}>
          <div id={bodyId}>{made && <ExpiringDocumentsTable flagged={flagged} />}</div>
        </Collapse>
      )}
    </Card>
  );
}

/** The flagged documents, worst first, with their subcontractors' names (one read of the role's users). */
function ExpiringDocumentsTable({ flagged }: { flagged: SubcontractorCompliance[] }) {
  const { t } = useTranslation();
  const people = useQuery({
    queryKey: bizUserKeys.list({ role: Roles.SubContractor, all: true }),
    queryFn: ({ signal }) => readAllRows(bizUsersOfRole(Roles.SubContractor), {}, signal),
  });
  const byId = useMemo(() => new Map((people.data ?? []).map((u) => [u.Id, u])), [people.data]);
  const rows = useMemo(
    () =>
      flagged
        .flatMap((c) => c.issues.map((issue) => ({ subcontractorId: c.subcontractorId, issue })))
        .sort((a, b) => (a.issue.daysLeft ?? 0) - (b.issue.daysLeft ?? 0)),
    [flagged],
  );

  return (
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
            : people.isPending
              ? t('people.loading')
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
  );
}
