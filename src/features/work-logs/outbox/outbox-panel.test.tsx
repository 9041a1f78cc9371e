import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../../mocks/node';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { OutboxPanel } from './outbox-panel';
import { outboxLabels, outboxUserKey, workLogOutbox } from './work-log-outbox';

const USER = 'subcontractor@example.com';
const LOG = {
  SubcontractorId: 1,
  JobId: 1001,
  JobTypeId: 7,
  StatusId: 3,
  RecordType: 'Regular',
  Description: 'Front elevation',
  Quantity: '12 sq',
  RequestedAmount: null,
};

describe('the waiting work logs (issue 25 §1)', () => {
  it('read whole without a connection: the job type and status names they were saved with', async () => {
    await signInAs('subcontractor');
    // the look-up lists cannot be had (a reload without a connection)
    mockControl.networkError('GET', '/api/jobtypes');
    mockControl.networkError('GET', '/api/workLogStatus');
    const labels = outboxLabels('Brookfield Ridge Homes - Willow Creek - 100', LOG, {
      jobTypes: [{ Id: 7, Name: 'Siding' }],
      statuses: [{ Id: 3, Name: 'Completed' }],
    });
    expect(labels).toEqual({
      job: 'Brookfield Ridge Homes - Willow Creek - 100',
      jobType: 'Siding',
      status: 'Completed',
    });
    await workLogOutbox.add(outboxUserKey(USER), [{ kind: 'create', log: LOG, labels }], {
      attempted: false,
    });

    renderWithProviders(<OutboxPanel userName={USER} onEdit={() => undefined} />);
    const table = await screen.findByRole('table', { name: /Waiting to send/ });
    const row = within(table).getByRole('row', { name: /Front elevation/ });
    expect(within(row).getByRole('cell', { name: 'Siding' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Completed' })).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: 'Edit waiting work log Brookfield Ridge Homes - Willow Creek - 100, Siding, Front elevation',
      }),
    ).toBeInTheDocument();
    await workLogOutbox.discard(outboxUserKey(USER), (await workLogOutbox.load(outboxUserKey(USER)))[0].key);
  });
});
