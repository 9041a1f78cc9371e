import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import { workLogKeys } from '@/api/work-logs';
import { withGuards } from '@/app/guards';
import { queryClient } from '@/lib/query-client';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { workLogsFeature } from './routes';

const routes: AppRoute[] = [{ path: '/', children: workLogsFeature.routes }];
const guardedRoutes: AppRoute[] = [
  {
    path: '/',
    children: [
      ...withGuards(workLogsFeature.routes),
      { path: 'access-denied', element: <p>Access Denied</p> },
      { path: 'redirecting', element: <p>home</p> },
    ],
  },
];
const T = { timeout: 8000 };

afterEach(() => {
  server.events.removeAllListeners();
});

/** The URLs of the calls the mock receives whose path matches. */
function recordUrls(method: string, pattern: RegExp) {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && pattern.test(url.pathname)) urls.push(url);
  });
  return urls;
}

const luis = () => db.users.find((u) => u.Email === 'subcontractor@example.com')!;
const jobTypeName = (id: number) => db.jobTypes.find((t) => t.Id === id)!.Name;

async function answerDialog(name: string | RegExp, button: string) {
  const dialog = await screen.findByRole('dialog', { name }, T);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
}

describe('work logs of a subcontractor', () => {
  it('draws the deductions below the work logs once those have their rows, both asked for at once', async () => {
    await signInAs('subcontractor');
    const asked = recordUrls('POST', /\/api\/worklog\/\d+\/datatables$/);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the work logs' answer waits; the deductions' goes on to the mock
    server.use(
      http.post('*/api/worklog/:userId/datatables', async ({ request }) => {
        if (new URL(request.url).searchParams.get('isDeductRecords') !== 'true') await held;
      }),
    );
    renderRoutes(routes, ['/workLogs']);

    const table = await screen.findByRole('table', { name: 'Work logs' }, T);
    await waitFor(
      () => expect(asked.map((url) => url.searchParams.get('isDeductRecords'))).toEqual([null, 'true']),
      T,
    );
    expect(within(table).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deductions' })).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), T);
    expect(await screen.findByRole('table', { name: 'Deductions' }, T)).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('shows only their own logs and creates several rows after the job and duplicate checks', async () => {
    await signInAs('subcontractor');
    const user = userEvent.setup();
    const existing = db.workLogs.find((l) => l.SubcontractorId === luis().Id && l.InvoiceId === null)!;
    const job = db.jobs.find((j) => j.Id === existing.JobId)!;
    renderRoutes(routes, ['/workLogs']);

    const table = await screen.findByRole('table', { name: 'Work logs' }, T);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), T);
    expect(screen.getByRole('table', { name: 'Deductions' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Subcontractor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Backcharge' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Work Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Work Logs' }, T);
    await user.click(within(dialog).getByRole('button', { name: 'Add work log' }));
    expect(await screen.findByText('Please select Job before adding new work log.')).toBeInTheDocument();
    await answerDialog('Job Not Selected', 'OK');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please select Job before you can save the new Work Logs.'),
    ).toBeInTheDocument();
    await answerDialog('Job Not Selected', 'OK');

    await user.type(within(dialog).getByRole('combobox', { name: /^Job/ }), job.LotGroupCode);
    const option = await screen.findByRole('option', { name: new RegExp(`- ${job.LotGroupCode}$`) }, T);
    await user.click(option);
    const row1 = await within(dialog).findByRole('group', { name: 'Row 1' });
    await user.selectOptions(within(row1).getByLabelText(/Job Type/), jobTypeName(existing.JobTypeId));
    await user.selectOptions(within(row1).getByLabelText(/Status/), 'Completed');
    await user.selectOptions(within(row1).getByLabelText(/Record Type/), 'Regular');
    await user.type(within(row1).getByLabelText('Quantity'), '12.5 sq');
    // Tab from the row's last control goes on to a new row
    within(row1).getByRole('button', { name: 'Remove row 1' }).focus();
    await user.tab();
    const row2 = await within(dialog).findByRole('group', { name: 'Row 2' });
    await waitFor(() => expect(within(row2).getByLabelText(/Job Type/)).toHaveFocus());
    // from a row left as it came, Tab goes on to the dialog's buttons, not to one more empty row
    within(row2).getByRole('button', { name: 'Remove row 2' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Add work log' })).toHaveFocus();
    expect(within(dialog).queryByRole('group', { name: 'Row 3' })).toBeNull();
    await user.selectOptions(within(row2).getByLabelText(/Job Type/), 'Punch List');
    await user.selectOptions(within(row2).getByLabelText(/Status/), 'Extra Work');
    await user.selectOptions(within(row2).getByLabelText(/Record Type/), 'ExtraWork');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(row2).findByText('A requested amount is required for this status'),
    ).toBeInTheDocument();
    await user.type(within(row2).getByLabelText('Requested Amount'), '180');

    mockControl.fail('POST', '/api/worklog/createWorkLogs', {
      status: 500,
      message: 'Database is busy',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Same job type exists for the given job. Are you sure you want to create a new work log?',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await answerDialog('Same Work Log', 'Yes');
    expect(await screen.findByText('Database is busy', {}, T)).toBeInTheDocument();
    expect(screen.getByText('work log create error')).toBeInTheDocument();

    // a double click asks once and saves once (the second click's question came after the first save and saved again)
    const before = db.workLogs.length;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await answerDialog('Same Work Log', 'Yes');
    expect(await screen.findByText('Work logs created successfully', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.workLogs.length).toBe(before + 2);
    expect(db.workLogs.at(-2)).toMatchObject({
      SubcontractorId: luis().Id,
      JobId: job.Id,
      Quantity: '12.5 sq',
    });
    expect(db.workLogs.at(-1)).toMatchObject({ RequestedAmount: 180, StatusId: 3 });
  }, 40_000);

  it('filters by job and job type in the URL; the edit dialog asks about the same job type when it changes', async () => {
    await signInAs('subcontractor');
    const user = userEvent.setup();
    const open = db.workLogs.find(
      (l) =>
        l.SubcontractorId === luis().Id &&
        l.InvoiceId === null &&
        l.StatusId !== 4 &&
        l.RecordType === 'Regular',
    )!;
    open.Description = 'EDITME gable trim';
    // another of their logs on the same job, of another job type
    const other = db.jobTypes.find((t) => t.Id !== open.JobTypeId)!;
    db.workLogs.push({ ...open, Id: 99001, JobTypeId: other.Id, Description: 'the other one' });
    const tables = recordUrls('POST', /\/api\/worklog\/\d+\/datatables$/);
    renderRoutes(routes, [`/workLogs?jobId=${open.JobId}&jobTypeId=${open.JobTypeId}`]);

    const table = await screen.findByRole('table', { name: 'Work logs' }, T);
    await within(table).findByText('EDITME gable trim', {}, T);
    expect(tables.length).toBeGreaterThan(0);
    for (const url of tables) {
      expect(url.searchParams.get('jobId')).toBe(String(open.JobId));
      expect(url.searchParams.get('jobTypeId')).toBe(String(open.JobTypeId));
    }
    // the filter panel opens with the URL's filters
    const filters = await screen.findByRole('form', { name: 'Filters' });
    // its fields load when it opens, with the URL's choices
    expect(await within(filters).findByLabelText('Job Type', {}, T)).toHaveValue(String(open.JobTypeId));

    await user.click(within(table).getByRole('button', { name: /^Edit work log .*EDITME gable trim/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Log' }, T);
    await user.selectOptions(within(dialog).getByLabelText(/Job Type/), other.Name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Same job type exists for the given job. Are you sure you want to create a new work log?',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await answerDialog('Same Work Log', 'No');
    expect(screen.getByRole('dialog', { name: 'Edit Work Log' })).toBeInTheDocument();
    expect(db.workLogs.find((l) => l.Id === open.Id)!.JobTypeId).not.toBe(other.Id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answerDialog('Same Work Log', 'Yes');
    expect(await screen.findByText('Work log updated successfully', {}, T)).toBeInTheDocument();
    expect(db.workLogs.find((l) => l.Id === open.Id)!.JobTypeId).toBe(other.Id);
  }, 40_000);

  it('marks a log on an invoice and offers no Edit or Delete for it', async () => {
    await signInAs('subcontractor');
    const invoiced = db.workLogs.find((l) => l.SubcontractorId === luis().Id && l.InvoiceId !== null)!;
    invoiced.Description = 'ON AN INVOICE';
    renderRoutes(routes, [`/workLogs?jobId=${invoiced.JobId}&jobTypeId=${invoiced.JobTypeId}`]);
    const cell = await screen.findByText('ON AN INVOICE', {}, T);
    const row = cell.closest('tr')!;
    expect(within(row).getByText(`Invoiced (#${invoiced.InvoiceId})`)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit work log/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete work log/ })).not.toBeInTheDocument();
  });

  it.each(['/approveWorkLogs', '/invoicesList/'])('cannot open %s', async (path) => {
    await signInAs('subcontractor');
    renderRoutes(guardedRoutes, [path]);
    expect(await screen.findByText('Access Denied', {}, T)).toBeInTheDocument();
  });
});

describe('approve work logs', () => {
  it('edits rows in place: quantity recomputes, ready needs an amount, failures are named', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const [a, b] = db.workLogs.filter(
      (l) => l.SubcontractorId === luis().Id && l.InvoiceId === null && l.StatusId !== 4,
    );
    Object.assign(a, { Description: 'Alpha row', UnitPrice: 85, Quantity: '20 sq', ApprovedAmount: 1700 });
    Object.assign(b, {
      Description: 'Beta row',
      UnitPrice: null,
      ApprovedAmount: null,
      ReadyForPayment: false,
    });
    renderRoutes(routes, [`/approveWorkLogs?subcontractorId=${luis().Id}`]);

    const quantity = await screen.findByRole('textbox', { name: /^Quantity of .*Alpha row/ }, T);
    const amount = screen.getByRole('textbox', { name: /^Approved amount of .*Alpha row/ });
    await user.clear(quantity);
    await user.type(quantity, '12.5 sq');
    expect(amount).toHaveValue('1062.50');
    await user.tab();
    await waitFor(
      () => expect(db.workLogs.find((l) => l.Id === a.Id)).toMatchObject({ Quantity: '12.5 sq' }),
      T,
    );
    expect(db.workLogs.find((l) => l.Id === a.Id)!.ApprovedAmount).toBe(1062.5);

    // editing the approved amount itself recomputes nothing
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(quantity).toHaveValue('12.5 sq');
    mockControl.fail('PUT', `/api/worklog/${a.Id}`, { status: 500, message: 'Row is locked', times: 1 });
    await user.tab();
    expect(await screen.findByText('Row is locked', {}, T)).toBeInTheDocument();
    expect(screen.getByText('work log update error')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /^Ready for payment: .*Beta row/ }));
    expect(
      await screen.findByText(
        'The record must have an approved amount before it can be marked as ready for payment.',
      ),
    ).toBeInTheDocument();
    await answerDialog('Cannot mark as ready for payment', 'OK');
    expect(db.workLogs.find((l) => l.Id === b.Id)!.ReadyForPayment).toBe(false);
  });

  it('keeps a saved price when a list answer read before the save arrives after it', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const [row] = db.workLogs.filter(
      (l) => l.SubcontractorId === luis().Id && l.InvoiceId === null && l.StatusId !== 4,
    );
    Object.assign(row, { Description: 'Race row', UnitPrice: 10, Quantity: '2 sq', ApprovedAmount: 20 });
    // every answer of the table, as the server sent it
    let answer: JsonBodyType = null;
    server.events.on('response:mocked', ({ request, response }) => {
      if (/\/api\/worklog\/\d+\/datatables$/.test(new URL(request.url).pathname))
        void response
          .clone()
          .json()
          .then((body: JsonBodyType) => (answer = body));
    });
    renderRoutes(routes, [`/approveWorkLogs?subcontractorId=${luis().Id}`]);
    const price = await screen.findByRole('textbox', { name: /^Unit price of .*Race row/ }, T);
    await waitFor(() => expect(answer).not.toBeNull());

    // a reload of the list is on its way with what was read before the save; it comes back only later
    const stale = answer;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(
        '*/api/worklog/:userId/datatables',
        async () => {
          await held;
          return HttpResponse.json(stale);
        },
        { once: true },
      ),
    );
    void queryClient.invalidateQueries({ queryKey: workLogKeys.lists() });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: workLogKeys.lists() })).toBeGreaterThan(0));

    await user.clear(price);
    await user.type(price, '85');
    await user.tab();
    await waitFor(() => expect(db.workLogs.find((l) => l.Id === row.Id)!.UnitPrice).toBe(85), T);
    release();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: workLogKeys.lists() })).toBe(0), T);
    expect(screen.getByRole('textbox', { name: /^Unit price of .*Race row/ })).toHaveValue('85.00');
    expect(screen.getByRole('textbox', { name: /^Approved amount of .*Race row/ })).toHaveValue('170.00');
  });

  it('generates the invoice of one subcontractor after the same-job-type warning', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const open = db.workLogs.filter((l) => l.SubcontractorId === luis().Id && l.InvoiceId === null);
    open.forEach((l) => (l.ReadyForPayment = false));
    const [ready, other] = open.filter((l) => l.StatusId !== 4);
    Object.assign(ready, { ReadyForPayment: true, ApprovedAmount: 500, Description: 'Ready one' });
    Object.assign(other, { JobId: ready.JobId, JobTypeId: ready.JobTypeId, Description: 'Left out one' });
    const { router } = renderRoutes(routes, ['/approveWorkLogs']);

    await screen.findByRole('table', { name: 'Work logs' }, T);
    await user.click(screen.getByRole('radio', { name: 'Generate Invoice' }));
    expect(await screen.findByText('Select a subcontractor to generate their invoice.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=invoice');

    await user.type(await screen.findByRole('combobox', { name: 'Subcontractor' }, T), 'Ortega');
    await user.click(await screen.findByRole('option', { name: /Luis Ortega/ }, T));
    await waitFor(() => expect(router.state.location.search).toContain(`subcontractorId=${luis().Id}`));
    await user.click(await screen.findByRole('button', { name: 'Generate Invoice' }, T));

    const warning = await screen.findByRole('dialog', { name: 'Existing Work Logs' }, T);
    expect(
      within(warning).getByText(
        'Same job type exists for the given job. Are you sure you want to generate invoice ?',
      ),
    ).toBeInTheDocument();
    const toBePaid = within(warning).getByRole('table', { name: 'To Be Paid' });
    expect(within(toBePaid).getByText('Left out one')).toBeInTheDocument();
    expect(within(warning).getByRole('table', { name: 'Already Paid' })).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText('Generate the invoice of Luis Ortega for a total of $500.00?', {}, T),
    ).toBeInTheDocument();
    const invoices = db.invoices.length;
    await answerDialog('Generate Invoice', 'Yes');
    expect(
      await screen.findByText('The invoice of Luis Ortega was generated for a total of $500.00.', {}, T),
    ).toBeInTheDocument();
    expect(db.invoices.length).toBe(invoices + 1);
    expect(db.invoices.at(-1)).toMatchObject({
      SubcontractorId: luis().Id,
      TotalAmount: 500,
      WorkLogIds: [ready.Id],
    });
  });
});

describe('invoices', () => {
  it('goes to unpaid, maps the filters to the request, saves the check number and marks as paid', async () => {
    await signInAs('finance');
    const user = userEvent.setup();
    const urls = recordUrls('POST', /\/api\/invoice\/getInvoicesForDatatable$/);
    const { router } = renderRoutes(routes, ['/invoicesList/']);
    await waitFor(() => expect(router.state.location.search).toBe('?currentFilter=unpaid'), T);
    const table = await screen.findByRole('table', { name: 'Invoices' }, T);
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('onlyPaid')).toBe('false'), T);

    // the choices are radios (one tab stop, arrow keys); their labels are not buttons or tab stops of their own
    expect(screen.queryByRole('button', { name: 'Paid' })).toBeNull();
    expect(screen.getByText('Paid', { selector: 'label' })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('onlyPaid')).toBe('true'), T);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.has('onlyPaid')).toBe(false), T);
    await user.click(screen.getByRole('radio', { name: 'Unpaid' }));

    const invoice = [...db.invoices]
      .filter((i) => !i.IsProceeded)
      .sort((x, y) => y.CreatedDate.localeCompare(x.CreatedDate))[0];
    const sub = db.users.find((u) => u.Id === invoice.SubcontractorId)!;
    await user.click(await within(table).findByRole('cell', { name: String(invoice.Id) }, T));
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Invoice Detail - ${sub.FirstName} ${sub.LastName}` },
      T,
    );
    expect(await within(dialog).findByRole('table', { name: 'To Be Paid' }, T)).toBeInTheDocument();
    const deducted = within(dialog).getByRole('table', { name: 'To Be Deducted' });
    expect(within(deducted).queryByRole('columnheader', { name: 'Quantity' })).toBeNull();

    await user.type(within(dialog).getByLabelText('Check Number'), '55012');
    mockControl.fail('PUT', `/api/invoice/${invoice.Id}`, { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error occurred while updating invoice', {}, T)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice updated successfully', {}, T)).toBeInTheDocument();
    expect(db.invoices.find((i) => i.Id === invoice.Id)!.CheckNumber).toBe('55012');

    mockControl.fail('POST', `/api/invoice/${invoice.Id}/markAsPaid`, {
      status: 400,
      message: 'The bank run is closed.',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await answerDialog('Mark as paid', 'Yes');
    expect(await screen.findByText('The bank run is closed.', {}, T)).toBeInTheDocument();
    await answerDialog('Error while marking invoice as paid', 'OK');

    // a check number typed and not saved is saved first; when that save fails, the invoice is not marked paid
    await user.clear(within(dialog).getByLabelText('Check Number'));
    await user.type(within(dialog).getByLabelText('Check Number'), '55013');
    mockControl.fail('PUT', `/api/invoice/${invoice.Id}`, { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await answerDialog('Mark as paid', 'Yes');
    // the first failed save's error toast stays until closed: this is the second
    await waitFor(
      () => expect(screen.getAllByText('Error occurred while updating invoice')).toHaveLength(2),
      T,
    );
    expect(db.invoices.find((i) => i.Id === invoice.Id)!.IsProceeded).toBe(false);
    expect(within(dialog).getByLabelText('Check Number')).toHaveValue('55013');

    // the call marks it paid, then its answer is lost: the invoice is read again and shows paid, not payable
    mockControl.loseAnswer('POST', `/api/invoice/${invoice.Id}/markAsPaid`, { times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await answerDialog('Mark as paid', 'Yes');
    await answerDialog('Error while marking invoice as paid', 'OK');
    expect(await within(dialog).findByText('Proceeded Date', {}, T)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(db.invoices.find((i) => i.Id === invoice.Id)!.IsProceeded).toBe(true);
    expect(db.invoices.find((i) => i.Id === invoice.Id)!.CheckNumber).toBe('55013');
    expect(within(dialog).getByLabelText('Check Number')).toHaveValue('55013');
  });
});
