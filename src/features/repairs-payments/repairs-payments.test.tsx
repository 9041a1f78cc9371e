import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import { hangChildRoutes } from '@/app/registry';
import { jobsFeature } from '@/features/jobs/routes';
import type { AppRoute } from '@/lib/routing';
import { stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { renderRoutes, signInAs, recordBodies } from '@/test/test-utils';
import { repairsPaymentsFeature } from './routes';

const modules = [jobsFeature, repairsPaymentsFeature];
const routes: AppRoute[] = [
  {
    path: '/',
    children: [
      ...hangChildRoutes(
        modules.flatMap((m) => m.routes),
        modules,
      ),
      { path: 'redirecting', element: <p>home</p> },
    ],
  },
];
const T = { timeout: 8000 };
// chart.js measures its canvas, which jsdom does not lay out: the report's chart is left out of these tests
vi.mock('./financial-report/profit-chart', () => ({ ProfitChart: () => null }));
// these screens load several lazy chunks; the 2-core machine is shared
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  server.events.removeAllListeners();
});

/** Waits until a data table has no request in flight and its rows have settled (they may be drawn again). */
async function settled(table: HTMLElement) {
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), T);
  await new Promise((r) => setTimeout(r, 300));
}

const paidJob = () =>
  db.jobs.find(
    (j) =>
      j.IsCompleted &&
      db.paymentRecords.some((r) => r.JobId === j.Id && r.RecordType === 'BuilderPayment') &&
      db.paymentRecords.some((r) => r.JobId === j.Id && r.Description.length > 30 && !r.JobTypeName),
  )!;

async function open(account: string, path: string) {
  await signInAs(account);
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, [path]) };
}

describe('payment detail tab', () => {
  it('shows two grids with cut descriptions and negated amounts', async () => {
    const job = paidJob();
    await open('finance', `/jobs/${job.Id}/paymentDetail`);
    await screen.findByRole('table', { name: 'Payment records' }, T);
    const material = db.paymentRecords.find(
      (r) => r.JobId === job.Id && r.RecordType === 'MaterialCost' && r.Description.length > 30,
    )!;
    const amount = `-$${material.Amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const payment = db.paymentRecords.find((r) => r.JobId === job.Id && r.RecordType === 'BuilderPayment')!;
    const shown = `$${(-payment.Amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    // the grids may be drawn again while their data settles: each check reads the table afresh
    const normal = () => screen.getByRole('table', { name: 'Payment records' });
    await waitFor(() => {
      expect(within(normal()).getByText(`${material.Description.slice(0, 30)}…`)).toBeInTheDocument();
      expect(within(normal()).getAllByText(amount).length).toBeGreaterThan(0);
      const builder = screen.getByRole('table', { name: 'Backcharges and builder payments' });
      expect(within(builder).getByText(shown)).toBeInTheDocument();
    }, T);
    // work-log rows (with a job type) cannot be edited or deleted
    const workLog = within(normal()).getAllByText('Siding Installation')[0].closest('tr')!;
    expect(within(workLog).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('offers Backcharge only with CanCreateBackcharge, and only negative types for a deduction', async () => {
    const job = paidJob();
    const { user } = await open('staff', `/jobs/${job.Id}/paymentDetail`);
    await user.click(await screen.findByRole('button', { name: 'Add Record' }, T));
    let dialog = await screen.findByRole('dialog', { name: 'Add Payment Record' });
    let options = within(within(dialog).getByLabelText(/Record Type/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Backcharge');
    expect(options.map((o) => o.textContent)).toContain('Material Cost');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Builder Payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Payment Record' });
    options = within(within(dialog).getByLabelText(/Record Type/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a record type', 'Builder Payment']);
  });

  it('adds a builder payment (stored negative) and keeps the dialog on a server failure', async () => {
    const job = paidJob();
    const posts = recordBodies<Record<string, unknown>>('POST', new RegExp(`/api/jobPayments/${job.Id}$`));
    const { user } = await open('finance', `/jobs/${job.Id}/paymentDetail`);
    await user.click(await screen.findByRole('button', { name: 'Add Builder Payment' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Record' });
    await user.selectOptions(within(dialog).getByLabelText(/Record Type/), 'BuilderPayment');
    await user.type(within(dialog).getByLabelText(/Description/), 'Change order payment');
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    // a negative-amount type takes the amount as a positive number: a minus cannot be typed (it was dropped)
    await user.type(amount, '-750');
    expect(amount).toHaveValue('750');
    mockControl.fail('POST', `/api/jobPayments/${job.Id}`, {
      status: 500,
      message: 'Ledger locked',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Ledger locked/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Change order payment');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment record saved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts.at(-1)?.body).toMatchObject({ RecordType: 'BuilderPayment', Amount: -750 }),
    );
    const builder = screen.getByRole('table', { name: 'Backcharges and builder payments' });
    expect(await within(builder).findByText('Change order payment')).toBeInTheDocument();
  });

  it('signs by the documented IsNegativeAmount: a server type of its own is offered and stored negative', async () => {
    // a server answering exactly C §3's record type fields, with a negative-amount type besides BuilderPayment
    server.use(
      http.get('*/api/jobPayments/availableRecordTypes', () =>
        HttpResponse.json([
          { Id: 1, Name: 'BuilderPayment', IsNegativeAmount: true },
          { Id: 3, Name: 'MaterialCost', IsNegativeAmount: false },
          { Id: 8, Name: 'Other', IsNegativeAmount: true },
        ]),
      ),
    );
    const job = paidJob();
    const posts = recordBodies<Record<string, unknown>>('POST', new RegExp(`/api/jobPayments/${job.Id}$`));
    const { user } = await open('finance', `/jobs/${job.Id}/paymentDetail`);
    await user.click(await screen.findByRole('button', { name: 'Add Builder Payment' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Record' });
    const options = within(within(dialog).getByLabelText(/Record Type/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a record type', 'Builder Payment', 'Other']);
    await user.selectOptions(within(dialog).getByLabelText(/Record Type/), 'Other');
    await user.type(within(dialog).getByLabelText(/Description/), 'Deposit refund');
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment record saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(posts.at(-1)?.body).toMatchObject({ RecordType: 'Other', Amount: -120.5 }));
    expect(db.paymentRecords.find((r) => r.Description === 'Deposit refund')?.Amount).toBe(-120.5);
  });

  it('deletes an editable record after confirmation', async () => {
    const job = paidJob();
    const record = db.paymentRecords.find((r) => r.JobId === job.Id && r.RecordType === 'MaterialCost')!;
    const { user } = await open('finance', `/jobs/${job.Id}/paymentDetail`);
    const normal = await screen.findByRole('table', { name: 'Payment records' }, T);
    const name = `Delete payment record ${record.Description.slice(0, 30)}…`;
    await within(normal).findByRole('button', { name }, T);
    await settled(normal);
    await user.click(within(normal).getByRole('button', { name }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Payment record deleted successfully')).toBeInTheDocument();
    expect(db.paymentRecords.some((r) => r.Id === record.Id)).toBe(false);
  });
});

describe('files tab', () => {
  it('lists the categories by display order and deletes an attachment, with the failure shown', async () => {
    const attachment = db.jobAttachments[0];
    const fileName = db.seedFiles.find((f) => f.Id === attachment.FileId)!.FileName;
    const { user } = await open('staff', `/jobs/${attachment.JobId}/files`);
    const nav = await screen.findByRole('navigation', { name: 'Attachment categories' }, T);
    const links = await within(nav).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Contracts & POs',
      'Site Photos',
      'Plans & Elevations',
      'Invoices',
      'Warranty & Repairs',
    ]);
    const table = await screen.findByRole('table', { name: 'Contracts & POs' });
    expect(await within(table).findByText(fileName)).toBeInTheDocument();

    mockControl.fail('DELETE', `/api/jobattachment/${attachment.Id}`, {
      status: 500,
      message: 'Disk busy',
      times: 1,
    });
    await user.click(within(table).getByRole('button', { name: `Delete ${fileName}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Disk busy')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Delete ${fileName}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Attachment deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(fileName)).not.toBeInTheDocument());
  });

  it('opens another category from the left', async () => {
    const attachment = db.jobAttachments.find((a) => a.CategoryId === 2)!;
    const { user } = await open('staff', `/jobs/${attachment.JobId}/files`);
    await user.click(await screen.findByRole('link', { name: 'Site Photos' }, T));
    const table = await screen.findByRole('table', { name: 'Site Photos' });
    const name = db.seedFiles.find((f) => f.Id === attachment.FileId)!.FileName;
    expect(await within(table).findByText(name)).toBeInTheDocument();
  });
});

describe('repair orders of a job', () => {
  it('creates an order: asks before a zero PO amount, sends the request date and times in their formats', async () => {
    const job = db.jobs.find((j) => j.Lots.length === 0)!;
    const posts = recordBodies<Record<string, unknown>>('POST', /\/api\/repairOrder$/);
    const { user, router } = await open('staff', `/jobs/${job.Id}/repairOrder/create`);
    const details = await screen.findByLabelText('Details', {}, T);
    await user.type(details, 'Replace cracked panel at rear');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the request date')).toBeInTheDocument();

    const request = screen.getByLabelText(/^Request Date/);
    await user.type(request, '05/14/2026');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // a zero PO amount asks first; No keeps the form
    expect(await screen.findByText(/The PO amount is zero or empty/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(posts).toHaveLength(0);

    mockControl.fail('POST', /\/api\/repairOrder$/, {
      status: 400,
      message: 'Mechanic is on leave',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Mechanic is on leave')).toBeInTheDocument();
    expect(screen.getByText('Error while saving repair order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Repair order saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/repairOrder\/edit\/\d+$/));
    const body = posts.at(-1)!.body!;
    expect(body).toMatchObject({
      JobId: job.Id,
      RequestDate: '2026-05-14',
      Detail1: 'Replace cracked panel at rear',
    });
    expect(body.IsCompleted).toBe(false);
  });

  it('marks an order complete (completion date filled) and the action disappears', async () => {
    const order = db.repairOrders.find((o) => !o.IsCompleted && o.POAmount > 0)!;
    const puts = recordBodies<Record<string, unknown>>('PUT', new RegExp(`/api/repairOrder/${order.Id}$`));
    const { user } = await open('staff', `/jobs/${order.JobId}/repairOrder/edit/${order.Id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as complete and save' }, T));
    expect(await screen.findByText('Repair order saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.body).toMatchObject({ IsCompleted: true }));
    expect(puts.at(-1)!.body!.CompletionDate).toEqual(expect.any(String));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as complete and save' })).not.toBeInTheDocument(),
    );
    expect(db.repairOrders.find((o) => o.Id === order.Id)!.IsCompleted).toBe(true);
  });

  it('deletes an order from the job list', async () => {
    const order = db.repairOrders[0];
    const { user } = await open('staff', `/jobs/${order.JobId}/repairOrder`);
    const table = await screen.findByRole('table', { name: 'Repair orders of this job' }, T);
    const name = `Delete repair order #${order.Id}`;
    await within(table).findByRole('button', { name }, T);
    await settled(table);
    await user.click(within(table).getByRole('button', { name }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, T));
    expect(await screen.findByText('Repair order deleted successfully')).toBeInTheDocument();
    expect(db.repairOrders.some((o) => o.Id === order.Id)).toBe(false);
  });
});

describe('report-only users (decision 22): the repair orders and files tabs read-only', () => {
  /** An open repair order with a seeded file attached. */
  const orderWithFile = () => {
    const order = db.repairOrders.find((o) => !o.IsCompleted)!;
    order.Files = [{ Id: 9001, FileId: db.seedFiles[0].Id }];
    return order;
  };

  it('a job report user sees the job’s repair orders without create or delete, and opens one to view it', async () => {
    const order = db.repairOrders[0];
    const { user, router } = await open('finance', `/jobs/${order.JobId}/repairOrder`);
    const table = await screen.findByRole('table', { name: 'Repair orders of this job' }, T);
    await within(table).findByRole('button', { name: `View repair order #${order.Id}` }, T);
    await settled(table);
    expect(screen.queryByRole('link', { name: 'Create Repair Order' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `View repair order #${order.Id}` }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/jobs/${order.JobId}/repairOrder/edit/${order.Id}`),
    );
  });

  it('a job report user sees a repair order read-only: print and downloads, no save, complete, upload or delete', async () => {
    const order = orderWithFile();
    await open('finance', `/jobs/${order.JobId}/repairOrder/edit/${order.Id}`);
    expect(await screen.findByRole('heading', { name: `Repair Order #${order.Id}` }, T)).toBeInTheDocument();
    expect(screen.getByLabelText('Details')).toBeDisabled();
    for (const name of ['Save', 'Save and close', 'Mark as complete and save', 'Upload Attachments'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('button', { name: new RegExp(db.seedFiles[0].FileName) })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to repair orders' })).toBeEnabled();
  });

  it('a job manager has the full repair order: save, complete, upload and delete', async () => {
    const order = orderWithFile();
    await open('staff', `/jobs/${order.JobId}/repairOrder/edit/${order.Id}`);
    expect(
      await screen.findByRole('heading', { name: `Edit Repair Order #${order.Id}` }, T),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Details')).toBeEnabled();
    for (const name of ['Save', 'Save and close', 'Mark as complete and save', 'Upload Attachments'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${db.seedFiles[0].FileName}` })).toBeInTheDocument();
  });

  it('a job report user views and downloads files but has no upload, edit or delete', async () => {
    const attachment = db.jobAttachments[0];
    const fileName = db.seedFiles.find((f) => f.Id === attachment.FileId)!.FileName;
    await open('finance', `/jobs/${attachment.JobId}/files`);
    const table = await screen.findByRole('table', { name: 'Contracts & POs' }, T);
    await within(table).findByText(fileName, {}, T);
    await settled(table);
    expect(within(table).getByRole('button', { name: `View ${fileName}` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: `Edit ${fileName}` })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: `Delete ${fileName}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
  });

  it('a job manager has upload, edit and delete on the files tab', async () => {
    const attachment = db.jobAttachments[0];
    const fileName = db.seedFiles.find((f) => f.Id === attachment.FileId)!.FileName;
    await open('staff', `/jobs/${attachment.JobId}/files`);
    const table = await screen.findByRole('table', { name: 'Contracts & POs' }, T);
    await within(table).findByText(fileName, {}, T);
    await settled(table);
    expect(within(table).getByRole('button', { name: `Edit ${fileName}` })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Delete ${fileName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
  });
});

describe('repair order list and report', () => {
  it('maps the URL filters to the request fields (B §7)', async () => {
    const calls = recordBodies<Record<string, unknown>>('POST', /\/api\/repairOrder\/datatables$/);
    await open(
      'staff',
      '/repairOrders?BuilderId=1&JobSite=2&StartDate=2026-01-01&EndDate=2026-12-31&RepairStatus=Completed&InvoiceStatusId=na&ModifiedBy=staff',
    );
    await screen.findByRole('table', { name: 'Repair orders' }, T);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0].body).toMatchObject({
      BuilderId: 1,
      jobSiteId: 2,
      DateStartDate: '2026-01-01',
      DateEndDate: '2026-12-31',
      RepairStatus: 'Completed',
      InvoiceStatusId: 0,
      ModifiedBy: 'staff',
    });
  });

  it('shows PO and received totals of the whole filtered set in report mode', async () => {
    await open('staff', '/repairOrdersReport?RepairStatus=Completed');
    const orders = db.repairOrders.filter((o) => o.IsCompleted);
    const po = orders.reduce((s, o) => s + o.POAmount, 0);
    expect(await screen.findByTestId('total-po', {}, T)).toHaveTextContent(
      `$${po.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.getByText(`Totals of ${orders.length} repair orders`)).toBeInTheDocument();
  });
});

describe('financial report', () => {
  it('defaults to the last 30 days, shows totals and a loss mark, and reloads with the filters', async () => {
    const calls = recordBodies<Record<string, unknown>>('POST', /\/api\/jobPayments\/all$/);
    await open('finance', '/financialReport?StartDate=2020-01-01&EndDate=2030-12-31');
    const table = await screen.findByRole('table', { name: 'Profit per job' }, T);
    expect(await within(table).findByText(/^Totals \(\d+\)$/, {}, T)).toBeInTheDocument();
    expect(within(table).getAllByText('Loss').length).toBeGreaterThan(0);
    expect(within(table).getByText('Summary')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0].body).toMatchObject({ BuilderId: 0, JobSiteName: '', StartDate: '2020-01-01' });
  });

  it('sends the last 30 days when the URL has no dates', async () => {
    const calls = recordBodies<Record<string, unknown>>('POST', /\/api\/jobPayments\/all$/);
    await open('finance', '/financialReport');
    await screen.findByRole('table', { name: 'Profit per job' }, T);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const { StartDate, EndDate } = calls[0].body as { StartDate: string; EndDate: string };
    const days = (Date.parse(EndDate) - Date.parse(StartDate)) / 86_400_000;
    expect(Math.round(days)).toBe(29);
  });

  // a long timeout: the filter fields' pickers load lazily, slow on a busy machine
  it('sends the chosen job site as JobSiteId (with its name) to the data, print and export calls', async () => {
    // a builder with two job sites whose jobs have payments: the report narrows to the one chosen
    const paidSites = [
      ...new Set(
        db.jobs.filter((j) => db.paymentRecords.some((r) => r.JobId === j.Id)).map((j) => j.JobSiteId),
      ),
    ];
    const site = db.jobSites.find(
      (s) =>
        paidSites.includes(s.Id) &&
        db.jobSites.some((o) => o.Id !== s.Id && o.BuilderId === s.BuilderId && paidSites.includes(o.Id)),
    )!;
    const builder = db.clientCompanies.find((c) => c.Id === site.BuilderId)!;
    const siteJobs = db.jobs.filter(
      (j) => j.JobSiteId === site.Id && db.paymentRecords.some((r) => r.JobId === j.Id),
    );
    const calls = recordBodies<Record<string, unknown>>(
      'POST',
      /\/api\/jobPayments\/(all|print|exportToExcel)$/,
    );
    const opened = vi.spyOn(window, 'open').mockImplementation(
      () =>
        ({
          location: { href: '' },
          closed: false,
          close: vi.fn(),
          print: vi.fn(),
          document: { readyState: 'complete' },
        }) as unknown as Window,
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubObjectUrls();
    try {
      const { user, router } = await open(
        'finance',
        '/financialReport?StartDate=2020-01-01&EndDate=2030-12-31',
      );
      const table = await screen.findByRole('table', { name: 'Profit per job' }, T);
      await within(table).findByText(/^Totals \(\d+\)$/, {}, T);
      // before a job site is chosen: rows of other sites of the builder too, and no JobSiteId
      expect(calls.filter((c) => c.path.endsWith('/all')).at(-1)?.body).toMatchObject({ JobSiteId: null });

      const toggle = screen.getByRole('button', { name: /Filters/ });
      if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
      const builderInput = await screen.findByLabelText('Builder', {}, { timeout: 60_000 });
      await user.type(builderInput, builder.CompanyName.slice(0, 6));
      await user.click(await screen.findByRole('option', { name: builder.CompanyName }, T));
      await user.type(screen.getByLabelText('Job Site'), site.Name.slice(0, 4));
      await user.click(await screen.findByRole('option', { name: site.Name }, T));
      await user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() => expect(router.state.location.search).toContain(`JobSiteId=${site.Id}`));
      await waitFor(() =>
        expect(calls.filter((c) => c.path.endsWith('/all')).at(-1)?.body).toMatchObject({
          BuilderId: builder.Id,
          JobSiteId: site.Id,
          JobSiteName: site.Name,
          StartDate: '2020-01-01',
          EndDate: '2030-12-31',
        }),
      );
      // the rows are those of that job site
      await waitFor(
        () => expect(within(table).getByText(`Totals (${siteJobs.length})`)).toBeInTheDocument(),
        T,
      );
      const jobRows = within(table)
        .getAllByRole('row')
        .filter((r) => within(r).queryByRole('link'));
      expect(jobRows).toHaveLength(siteJobs.length);
      for (const row of jobRows) expect(row).toHaveTextContent(site.Name);

      // the export's blob answer needs Node's Blob (after the filter form's submit, which needs jsdom's FormData)
      await useNodeFileApis();
      await user.click(screen.getByRole('button', { name: 'Print' }));
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => {
        for (const call of ['print', 'exportToExcel'])
          expect(calls.filter((c) => c.path.endsWith(`/${call}`)).at(-1)?.body).toMatchObject({
            BuilderId: builder.Id,
            JobSiteId: site.Id,
            JobSiteName: site.Name,
          });
      });
      expect(opened).toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  }, 120_000);

  it('opens a lot in the app with the way back to the report; a click with a modifier key is the browser’s', async () => {
    const url = '/financialReport?StartDate=2020-01-01&EndDate=2030-12-31';
    const { user, router } = await open('finance', url);
    const table = await screen.findByRole('table', { name: 'Profit per job' }, T);
    await within(table).findByText(/^Totals \(\d+\)$/, {}, T);
    const link = within(table).getAllByRole('link')[0];
    expect(link).toHaveAttribute('title', "Open the job's payment detail");
    const target = link.getAttribute('href')!;
    expect(target).toMatch(/^\/jobs\/\d+\/paymentDetail$/);

    // ctrl-click (a new tab): the app does not navigate
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/financialReport');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.location.state).toEqual({ backTo: url });
  });

  it('shows the load failure', async () => {
    mockControl.fail('POST', '/api/jobPayments/all', { status: 500, message: 'boom' });
    await open('finance', '/financialReport');
    expect(await screen.findByText('Error while loading the financial report', {}, T)).toBeInTheDocument();
  });
});
