import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import { hangChildRoutes } from '@/app/registry';
import { feedback } from '@/components/feedback';
import { stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { jobsFeature } from '@/features/jobs/routes';
import { formatDate } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs, recordBodies } from '@/test/test-utils';
import { jobOrdersFeature } from './routes';

/* The order tabs of the job detail (B §2), mounted as the app mounts them: under jobs.detail. */

const routes: AppRoute[] = [
  {
    path: '/',
    children: [
      ...hangChildRoutes(jobsFeature.routes, [jobsFeature, jobOrdersFeature]),
      { path: 'redirecting', element: <p>home</p> },
    ],
  },
];
const T = { timeout: 8000 };
const TABS_LABEL = 'Sections';
/** The line editors render many pickers: jsdom takes its time on a busy machine. */
const SLOW = 60_000;

function stubWindowOpen() {
  const opened: Array<{ location: { href: string }; closed: boolean; close: () => void; print: () => void }> =
    [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const fake = {
      location: { href: '' },
      closed: false,
      close: vi.fn(),
      print: vi.fn(),
      document: { readyState: 'loading' },
    };
    opened.push(fake);
    return fake as unknown as Window;
  });
  return { open, opened };
}

const townHouseJob = (hasWorkOrder: boolean) =>
  db.jobs.find((j) => j.Lots.length > 0 && db.workOrders.some((w) => w.JobId === j.Id) === hasWorkOrder)!;

let success: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  success = vi.spyOn(feedback.notify, 'success');
  await signInAs('staff');
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order tabs of the job detail', () => {
  it('come after Notes in the order of decision 9, for users who manage jobs only', async () => {
    const job = db.jobs[0];
    const staff = renderRoutes(routes, [`/jobs/${job.Id}/notes`]);
    const strip = await screen.findByRole('navigation', { name: TABS_LABEL }, T);
    await within(strip).findByRole('link', { name: 'Gutter' }, T);
    expect(
      within(strip)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Notes', 'Work Order', 'Purchase Order', 'ARF Order', 'Gutter']);
    staff.unmount();

    queryClient.clear();
    await signInAs('finance');
    renderRoutes(routes, [`/jobs/${job.Id}/notes`]);
    const financeStrip = await screen.findByRole('navigation', { name: TABS_LABEL }, T);
    await within(financeStrip).findByRole('link', { name: 'Notes' }, T);
    expect(
      within(financeStrip)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Notes']);
  });
});

describe('work order tab', () => {
  it(
    'shows the template when the job has none, refuses a custom line without category, keeps values on failure, then saves',
    async () => {
      const user = userEvent.setup();
      const job = townHouseJob(false);
      const saves = recordBodies('POST', /\/api\/workorder$/);
      const { router } = renderRoutes(routes, [`/jobs/${job.Id}/workOrder`]);
      expect(await screen.findByText(/The rows below are the template/, {}, T)).toBeInTheDocument();
      const table = screen.getAllByRole('table')[0];
      expect(within(table).getByRole('rowheader', { name: 'Siding' })).toBeInTheDocument();
      // categories disabled by default are hidden (B §4)
      expect(within(table).queryByRole('rowheader', { name: 'Gutter' })).toBeNull();

      await user.type(within(table).getByRole('textbox', { name: 'Quantity of Siding' }), '24');
      // an added line starts in its first field: a category line's material, a custom line's category
      await user.click(within(table).getByRole('button', { name: 'Add a line to Siding' }));
      // (the stand-in takes the focus, and the select that takes over from it keeps it)
      const focused = (name: string) => screen.getByRole('combobox', { name }) === document.activeElement;
      await waitFor(() => expect(focused('Material of Siding 2')).toBe(true));
      await user.click(within(table).getByRole('button', { name: 'Remove Siding 2' }));
      await user.click(screen.getByRole('button', { name: 'Add custom item' }));
      await waitFor(() => expect(focused('Category of Custom item 1')).toBe(true));
      await user.type(await screen.findByRole('textbox', { name: 'Material name of Custom item 1' }), 'Kit');
      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      const invalid = await screen.findByRole('dialog', { name: 'Invalid Records Found' });
      expect(invalid).toHaveTextContent(
        'One or some records do not have category selected. Please check again before saving.',
      );
      await user.click(within(invalid).getByRole('button', { name: 'OK' }));
      expect(saves).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Remove Custom item 1' }));
      mockControl.fail('POST', '/api/workorder', {
        status: 500,
        message: 'The database is offline',
        times: 1,
      });
      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      const failed = await screen.findByRole('dialog', { name: 'Error while saving work order' });
      expect(failed).toHaveTextContent('The database is offline');
      await user.click(within(failed).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('textbox', { name: 'Quantity of Siding' })).toHaveValue('24');

      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      // the toast may be gone (2 s) by the time the re-rendered form has painted in jsdom
      await waitFor(() => expect(success).toHaveBeenCalledWith('Work order saved successfully'), T);
      await waitFor(() => expect(saves).toHaveLength(2));
      const body = saves[1].body as {
        JobId: number;
        WorkOrderLineItems: Array<{ CategoryName: string; Quantity: number }>;
      };
      expect(body.JobId).toBe(job.Id);
      expect(body.WorkOrderLineItems[0]).toMatchObject({
        CategoryName: 'Siding',
        Quantity: 24,
        DisplayOrder: 1,
      });
      expect(db.workOrders.some((w) => w.JobId === job.Id)).toBe(true);
      expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/workOrder`);
      await waitFor(() => expect(screen.queryByText(/The rows below are the template/)).toBeNull());
    },
    SLOW,
  );

  it(
    'asks before printing a template, and prints the saved order with its ignored and highlighted lines',
    async () => {
      const user = userEvent.setup();
      await useNodeFileApis();
      stubObjectUrls();
      const { opened } = stubWindowOpen();
      const prints = recordBodies('POST', /\/workorder\/print$/);

      const empty = townHouseJob(false);
      const first = renderRoutes(routes, [`/jobs/${empty.Id}/workOrder`]);
      await screen.findByText(/The rows below are the template/, {}, T);
      await user.click(screen.getAllByRole('button', { name: 'Print' })[0]);
      const notice = await screen.findByRole('dialog', { name: 'Work Order Data Not Available' });
      expect(notice).toHaveTextContent(
        'The work order data has not been created. The print version will be just a template...',
      );
      await user.click(within(notice).getByRole('button', { name: 'No' }));
      expect(prints).toHaveLength(0);
      first.unmount();

      const job = townHouseJob(true);
      renderRoutes(routes, [`/jobs/${job.Id}/workOrder`]);
      const ignore = await screen.findByRole('checkbox', { name: 'Ignore Siding when printing' }, T);
      const highlight = screen.getByRole('checkbox', { name: 'Highlight Trim when printing' });
      await user.click(ignore);
      expect(screen.getByRole('checkbox', { name: 'Highlight Siding when printing' })).toBeDisabled();
      await user.click(highlight);
      await user.click(screen.getAllByRole('button', { name: 'Print' })[0]);
      // unsaved flags: the print says it shows what was saved, then prints with the flags on screen
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', {
          name: 'Print',
        }),
      );
      await waitFor(() => expect(opened[0]?.location.href).toMatch(/^blob:test\//), T);
      expect(prints[0].body).toEqual({
        IgnoredPrintItems: [1],
        HighlightPrintItems: expect.arrayContaining([2]),
      });
    },
    SLOW,
  );
});

describe('work order template (decision 21)', () => {
  it(
    'has a row per category flagged IsPrePopulatedMaterial; the flag set on a category changes the rows',
    async () => {
      const job = townHouseJob(false);
      const category = (name: string) => db.materialCategories.find((c) => c.Name === name)!;
      expect(category('Siding').IsPrePopulatedMaterial).toBe(true);
      expect(category('J-Channel').IsPrePopulatedMaterial).toBe(false);
      const first = renderRoutes(routes, [`/jobs/${job.Id}/workOrder`]);
      await screen.findByText(/The rows below are the template/, {}, T);
      let table = screen.getAllByRole('table')[0];
      await within(table).findByRole('textbox', { name: 'Quantity of Siding' }, T);
      expect(within(table).queryByRole('rowheader', { name: 'J-Channel' })).toBeNull();
      // the rows follow the categories' display order
      const prepopulated = db.materialCategories
        .filter((c) => c.IsPrePopulatedMaterial && !c.DisabledByDefault)
        .sort((a, b) => a.DisplayOrder - b.DisplayOrder)
        .map((c) => c.Name);
      await waitFor(() =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((th) => th.textContent?.trim()),
        ).toEqual(prepopulated),
      );
      first.unmount();

      // the categories screen's flag, as saved in the database
      category('J-Channel').IsPrePopulatedMaterial = true;
      category('Siding').IsPrePopulatedMaterial = false;
      queryClient.clear();
      renderRoutes(routes, [`/jobs/${job.Id}/workOrder`]);
      await screen.findByText(/The rows below are the template/, {}, T);
      table = screen.getAllByRole('table')[0];
      await within(table).findByRole('textbox', { name: 'Quantity of J-Channel' }, T);
      await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Siding' })).toBeNull());
    },
    SLOW,
  );
});

describe('purchase orders', () => {
  it('shows each order’s PO date (DueDate) and delivery date (ShipDate), A §3', async () => {
    const order = db.purchaseOrders.find(
      (o) => o.DueDate && o.ShipDate && o.DueDate.slice(0, 10) !== o.ShipDate.slice(0, 10),
    )!;
    renderRoutes(routes, [`/jobs/${order.JobId}/purchaseOrder`]);
    const table = await screen.findByRole('table', { name: 'Purchase orders of the job' }, T);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[↕↑↓]/g, '').trim());
    expect(headers.slice(0, 3)).toEqual(['Order Number', 'PO Date', 'Delivery Date']);
    const row = (await within(table).findByText(order.PurchaseOrderNumber, {}, T)).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(formatDate(order.DueDate));
    expect(cells[2]).toHaveTextContent(formatDate(order.ShipDate));
  });

  it('lists a job’s orders last modified first and deletes one after the question', async () => {
    const user = userEvent.setup();
    const job = db.jobs.find((j) => db.purchaseOrders.filter((o) => o.JobId === j.Id).length >= 2)!;
    const orders = db.purchaseOrders
      .filter((o) => o.JobId === job.Id)
      .sort((a, b) => b.ModifiedDate.localeCompare(a.ModifiedDate));
    renderRoutes(routes, [`/jobs/${job.Id}/purchaseOrder`]);
    const table = await screen.findByRole('table', { name: 'Purchase orders of the job' }, T);
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(orders[0].PurchaseOrderNumber);
    expect(rows[1]).toHaveAttribute('title', 'Click to go to detail page');
    await user.click(
      within(table).getByRole('button', { name: `Delete purchase order ${orders[0].PurchaseOrderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Purchase Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Purchase order deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(orders[0].PurchaseOrderNumber)).toBeNull());
  });

  it(
    'numbers a new order, asks for the supply company, saves and moves to the new order’s route',
    async () => {
      const user = userEvent.setup();
      const job = db.jobs.find((j) => db.purchaseOrders.some((o) => o.JobId === j.Id) && j.Lots.length > 0)!;
      const count = db.purchaseOrders.filter((o) => o.JobId === job.Id).length;
      const site = db.jobSites.find((s) => s.Id === job.JobSiteId)!;
      const builder = db.clientCompanies.find((c) => c.Id === site.BuilderId)!;
      const { router } = renderRoutes(routes, [`/jobs/${job.Id}/purchaseOrder/detail/0`]);
      const number = await screen.findByRole('textbox', { name: 'Order Number' }, T);
      expect(number).toHaveValue(
        `${builder.CompanyName.split(' ')[0]}-${site.JobSiteCode}-${job.LotGroupCode}-${count + 1}`,
      );

      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      expect(await screen.findByText('Please select Supply Company')).toBeInTheDocument();

      const supplier = db.supplyCompanies[1];
      await user.type(
        await screen.findByRole('combobox', { name: /Supply Company/ }),
        supplier.Name.slice(0, 5),
      );
      await user.click(await screen.findByRole('option', { name: supplier.Name }));
      expect(await screen.findByText(supplier.Attention)).toBeInTheDocument();

      mockControl.fail('POST', '/api/purchaseorder', {
        status: 500,
        message: 'Supplier system down',
        times: 1,
      });
      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      const failed = await screen.findByRole('dialog', { name: 'Error while saving purchase order' });
      expect(failed).toHaveTextContent('Supplier system down');
      await user.click(within(failed).getByRole('button', { name: 'OK' }));

      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      await waitFor(
        () =>
          expect(router.state.location.pathname).toMatch(
            new RegExp(`/jobs/${job.Id}/purchaseOrder/detail/[1-9]\\d*$`),
          ),
        T,
      );
      const id = Number(router.state.location.pathname.split('/').pop());
      expect(db.purchaseOrders.find((o) => o.Id === id)?.SupplyCompanyId).toBe(supplier.Id);
    },
    SLOW,
  );

  it(
    'copies the work order’s lines after the question; an order that fails to load gets a new number',
    async () => {
      const user = userEvent.setup();
      const job = townHouseJob(true);
      const order = db.purchaseOrders.find((o) => o.JobId === job.Id)!;
      const count = db.purchaseOrders.filter((o) => o.JobId === job.Id).length;
      mockControl.fail('GET', `/api/purchaseOrder/${order.Id}`, { status: 500, message: 'Timeout' });
      renderRoutes(routes, [`/jobs/${job.Id}/purchaseOrder/detail/${order.Id}`]);
      expect(await screen.findByText(/could not be loaded \(Timeout\)/, {}, T)).toBeInTheDocument();
      expect((screen.getByRole('textbox', { name: 'Order Number' }) as HTMLInputElement).value).toMatch(
        new RegExp(`-${count + 1}$`),
      );

      const siding = db.workOrders
        .find((w) => w.JobId === job.Id)!
        .WorkOrderLineItems.find((l) => l.CategoryName === 'Siding')!;
      await user.click(screen.getAllByRole('button', { name: 'Copy from work order' })[0]);
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Copy From Work Order' })).getByRole('button', {
          name: 'Yes',
        }),
      );
      await waitFor(() => expect(success).toHaveBeenCalledWith("The work order's line items were copied"), T);
      expect(screen.getByRole('textbox', { name: 'Quantity of Siding' })).toHaveValue(
        siding.Quantity ? String(siding.Quantity) : '',
      );
    },
    SLOW,
  );
});

describe('a purchase order under another job’s URL', () => {
  it(
    'opens under its own job’s URL',
    async () => {
      const order = db.purchaseOrders[0];
      const other = db.jobs.find((j) => j.Id !== order.JobId)!;
      const { router } = renderRoutes(routes, [`/jobs/${other.Id}/purchaseOrder/detail/${order.Id}`]);
      await waitFor(
        () =>
          expect(router.state.location.pathname).toBe(
            `/jobs/${order.JobId}/purchaseOrder/detail/${order.Id}`,
          ),
        T,
      );
      expect(
        await screen.findByRole('heading', { name: `Purchase Order ${order.PurchaseOrderNumber}` }, T),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('gutter and ARF orders', () => {
  it(
    'saves the gutter order ("Gutter saved successfully"), showing the server’s message on failure',
    async () => {
      const user = userEvent.setup();
      const job = db.jobs.find((j) => j.Lots.length > 0 && !db.gutterOrders.some((g) => g.JobId === j.Id))!;
      const saves = recordBodies('POST', /\/api\/gutterOrder$/);
      renderRoutes(routes, [`/jobs/${job.Id}/gutter`]);
      await user.type(await screen.findByRole('textbox', { name: 'Gutter Name' }, T), 'Blue Line Gutters');
      expect(screen.getByRole('rowheader', { name: 'DOWNSPOUTS' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Description of GUTTER' }), '6" K-style');
      await user.click(screen.getByRole('checkbox', { name: 'G-Screen for GUTTER' }));
      await user.type(screen.getByRole('textbox', { name: `Gutter of lot ${job.Lots[0].LotCode}` }), '52 LF');

      mockControl.fail('POST', '/api/gutterOrder', {
        status: 400,
        message: 'Install date is before the order date',
        times: 1,
      });
      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      const failed = await screen.findByRole('dialog', { name: 'Error while saving gutter' });
      expect(failed).toHaveTextContent('Install date is before the order date');
      await user.click(within(failed).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('textbox', { name: 'Gutter Name' })).toHaveValue('Blue Line Gutters');

      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      expect(await screen.findByText('Gutter saved successfully')).toBeInTheDocument();
      const body = saves[saves.length - 1].body as {
        GutterLineItems: Array<{ Material: string; GScreen: boolean }>;
        LotIndividualLineItems: Array<{ GutterDescription: string }>;
      };
      expect(body.GutterLineItems.map((l) => l.Material)).toEqual(['GUTTER', 'DOWNSPOUTS', 'SPLASHBLOCKS']);
      expect(body.GutterLineItems[0].GScreen).toBe(true);
      expect(body.LotIndividualLineItems[0].GutterDescription).toBe('52 LF');
    },
    SLOW,
  );

  it(
    'saves the ARF order with its 4, 12 and 4 rows',
    async () => {
      const user = userEvent.setup();
      const job = db.jobs.find((j) => !db.arfOrders.some((a) => a.JobId === j.Id))!;
      const saves = recordBodies('POST', /\/api\/arf$/);
      renderRoutes(routes, [`/jobs/${job.Id}/arf`]);
      await user.type(await screen.findByRole('textbox', { name: 'ARF Name' }, T), 'Allied Roll Forming');
      await user.type(screen.getByRole('textbox', { name: 'Frieze Crown row 12 length' }), '16');
      await user.type(screen.getByRole('textbox', { name: 'Frieze Crown row 12 number of pieces' }), '3');
      expect(screen.getAllByRole('button', { name: 'Print' })[0]).toBeDisabled();
      await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
      expect(await screen.findByText('ARF order saved successfully')).toBeInTheDocument();
      await waitFor(() => expect(saves).toHaveLength(1));
      const body = saves[0].body as {
        RakeConfiguration: unknown[];
        CrConfiguration: Array<{ Length: number; NumberOfPieces: number }>;
        SoConfiguration: unknown[];
      };
      expect([
        body.RakeConfiguration.length,
        body.CrConfiguration.length,
        body.SoConfiguration.length,
      ]).toEqual([4, 12, 4]);
      expect(body.CrConfiguration[11]).toEqual({ Length: 16, NumberOfPieces: 3 });
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Print' })[0]).toBeEnabled());
    },
    SLOW,
  );
});
