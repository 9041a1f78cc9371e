import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { WorkLog } from '@/api/work-logs';
import { AppModal } from '@/components/modal';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { jobInfoText } from './work-log-rules';

export interface ExistingLogsDialogProps {
  show: boolean;
  toBePaid: WorkLog[];
  alreadyPaid: WorkLog[];
  onAnswer: (yes: boolean) => void;
}

function LogGrid({ title, logs }: { title: string; logs: WorkLog[] }) {
  const { t } = useTranslation();
  return (
    <Table size="sm" striped bordered className="mb-3">
      <caption className="caption-top fw-semibold">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('workLogs.fields.jobInfo')}</th>
          <th scope="col">{t('workLogs.fields.jobType')}</th>
          <th scope="col">{t('workLogs.fields.status')}</th>
          <th scope="col">{t('workLogs.fields.description')}</th>
          <th scope="col">{t('workLogs.fields.quantity')}</th>
          <th scope="col" className="text-end">
            {t('workLogs.fields.approvedAmount')}
          </th>
          <th scope="col">{t('workLogs.fields.modifiedDate')}</th>
        </tr>
      </thead>
      <tbody>
        {logs.length === 0 ? (
          <tr>
            <td colSpan={7} className="text-center text-body-secondary">
              {t('workLogs.invoice.none')}
            </td>
          </tr>
        ) : (
          logs.map((l) => (
            <tr key={l.Id}>
              <td>{jobInfoText(l.JobInfo)}</td>
              <td>{l.JobType?.Name}</td>
              <td>{l.Status?.Name}</td>
              <td>{l.Description}</td>
              <td>{l.Quantity}</td>
              <td className="text-end">{formatCurrency(l.ApprovedAmount)}</td>
              <td>{formatDateTime(l.ModifiedDate)}</td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/** C §8 "Approving with existing logs": the warning with the To Be Paid and Already Paid grids (Yes/No). */
export function ExistingLogsDialog({ show, toBePaid, alreadyPaid, onAnswer }: ExistingLogsDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      show={show}
      onHide={() => onAnswer(false)}
      size="xl"
      staticBackdrop
      title={t('workLogs.invoice.existingTitle')}
      footer={
        <>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            {t('common.feedback.yes')}
          </Button>
          <Button variant="outline-secondary" onClick={() => onAnswer(false)}>
            {t('common.feedback.no')}
          </Button>
        </>
      }
    >
      <p>{t('workLogs.invoice.existingText')}</p>
      <LogGrid title={t('workLogs.invoice.toBePaid')} logs={toBePaid} />
      <LogGrid title={t('workLogs.invoice.alreadyPaid')} logs={alreadyPaid} />
    </AppModal>
  );
}
