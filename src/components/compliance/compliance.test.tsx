import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ContractorPicker } from '@/components/pickers';
import { renderWithProviders, signInAs } from '@/test/test-utils';

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});
afterEach(() => server.events.removeAllListeners());

const documentReads = () => requests.filter((u) => u.pathname.endsWith('/api/subcontractorDocument'));

function Picker({ showCompliance }: { showCompliance?: boolean }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <ContractorPicker
      aria-label="Subcontractors"
      isMulti
      value={value}
      onChange={setValue}
      showCompliance={showCompliance}
    />
  );
}

describe('ContractorPicker compliance flags', () => {
  it('flags subcontractors whose documents expire soon or expired, and warns under the picker once chosen', async () => {
    await signInAs('staff'); // the job form's user (CanManageJobs) may read the documents
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await waitFor(() => expect(documentReads()).toHaveLength(1));
    await user.type(screen.getByRole('combobox', { name: 'Subcontractors' }), 'Ortega');
    const option = await screen.findByRole('option', { name: 'Luis Ortega' });
    expect(option).toHaveTextContent('Documents expiring');
    await user.click(option);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Luis Ortega has documents expiring soon: Driver License expires on \d\d\/\d\d\/\d{4}/,
    );
    expect(documentReads()).toHaveLength(1);
  });

  it('reads nothing and flags nothing when turned off', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Picker showCompliance={false} />);
    await user.type(screen.getByRole('combobox', { name: 'Subcontractors' }), 'Ortega');
    expect(await screen.findByRole('option', { name: 'Luis Ortega' })).not.toHaveTextContent('Documents');
    expect(documentReads()).toHaveLength(0);
    unmount();
  });
});
