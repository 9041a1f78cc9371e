import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  exportToFile,
  fileNameFromDisposition,
  openPrintDocument,
  PRINT_DELAY_MS,
  printWhenLoaded,
} from '@/api/documents';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { ExportButton, PrintButton } from './print-export-buttons';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FakeWindow {
  location: { href: string };
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  print: ReturnType<typeof vi.fn>;
  document: { readyState: string };
}

function stubWindowOpen() {
  const opened: FakeWindow[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const fake: FakeWindow = {
      location: { href: '' },
      closed: false,
      close: vi.fn(),
      print: vi.fn(),
      document: { readyState: 'complete' },
    };
    fake.close.mockImplementation(() => (fake.closed = true));
    opened.push(fake);
    return fake as unknown as Window;
  });
  return { open, opened };
}

function stubAnchorClicks() {
  const clicks: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return clicks;
}

/** Print and export endpoints of a test screen; each answers only with the auth header. */
function serveDocuments(calls: Array<{ path: string; body: unknown }>) {
  server.use(
    http.post('*/daewon.api/api/test/print', async ({ request }) => {
      if (!request.headers.get('Authorization')) return new HttpResponse(null, { status: 401 });
      calls.push({ path: 'print', body: await request.json() });
      await delay(20);
      return new HttpResponse('<html><body>Report</body></html>', {
        headers: { 'Content-Type': 'text/html' },
      });
    }),
    http.post('*/daewon.api/api/test/workorder/print', () => HttpResponse.json({ securityKey: 'abc' })),
    http.get('*/daewon.api/api/test/workorder/print/:key', ({ params, request }) => {
      if (!request.headers.get('Authorization')) return new HttpResponse(null, { status: 401 });
      calls.push({ path: `workorder/${String(params.key)}`, body: null });
      return new HttpResponse('<html>WO</html>', { headers: { 'Content-Type': 'text/html' } });
    }),
    http.post('*/daewon.api/api/test/exportToExcel', async ({ request }) => {
      if (!request.headers.get('Authorization')) return new HttpResponse(null, { status: 401 });
      calls.push({ path: 'export', body: await request.json() });
      return new HttpResponse('XLSXBYTES', {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': 'attachment; filename="Financial Report 2026.xlsx"',
        },
      });
    }),
    http.post(
      '*/daewon.api/api/test/exportNoName',
      () => new HttpResponse('X', { headers: { 'Content-Type': XLSX } }),
    ),
    http.post('*/daewon.api/api/test/broken', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })),
  );
}

describe('fileNameFromDisposition', () => {
  it('reads filename* first, then filename, quoted or not', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="a b.xlsx"; filename*=UTF-8''R%C3%A9sum%C3%A9.xlsx`),
    ).toBe('Résumé.xlsx');
    expect(fileNameFromDisposition('attachment; filename="Report.xlsx"')).toBe('Report.xlsx');
    expect(fileNameFromDisposition('attachment; filename=Report.xlsx')).toBe('Report.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });
});

describe('print and export helpers', () => {
  const calls: Array<{ path: string; body: unknown }> = [];
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(async () => {
    calls.length = 0;
    await useNodeFileApis();
    urls = stubObjectUrls();
    serveDocuments(calls);
    await signInAs('finance');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the window at once, then points it at the fetched print document', async () => {
    const { open, opened } = stubWindowOpen();
    const done = openPrintDocument({ url: '/api/test/print', method: 'post', data: { BuilderId: 3 } });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened[0].location.href).toBe('');
    await done;
    expect(calls).toEqual([{ path: 'print', body: { BuilderId: 3 } }]);
    expect(opened[0].location.href).toMatch(/^blob:test\//);
    expect(await urls.blobs.get(opened[0].location.href)?.text()).toContain('Report');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('prints 3500 ms after the document has loaded, not before; a closed window is left alone', () => {
    vi.useFakeTimers();
    try {
      const fake = {
        location: { href: 'about:blank' },
        closed: false,
        print: vi.fn(),
        document: { readyState: 'loading' },
      };
      printWhenLoaded(fake as unknown as Window, 'blob:test/1');
      vi.advanceTimersByTime(1000);
      fake.location.href = 'blob:test/1';
      vi.advanceTimersByTime(1000);
      fake.document.readyState = 'complete';
      vi.advanceTimersByTime(250);
      vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
      expect(fake.print).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fake.print).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      expect(fake.print).toHaveBeenCalledTimes(1);

      const closed = {
        location: { href: 'blob:test/2' },
        closed: false,
        print: vi.fn(),
        document: { readyState: 'complete' },
      };
      printWhenLoaded(closed as unknown as Window, 'blob:test/2');
      vi.advanceTimersByTime(250);
      closed.closed = true;
      vi.advanceTimersByTime(PRINT_DELAY_MS);
      expect(closed.print).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a full API URL and a function that finds the document (security key)', async () => {
    const { opened } = stubWindowOpen();
    await openPrintDocument(async () => {
      const { daewonApi } = await import('@/lib/api-client');
      const { data } = await daewonApi.post<{ securityKey: string }>('/api/test/workorder/print', {});
      return `/daewon.api/api/test/workorder/print/${data.securityKey}`;
    });
    expect(calls).toEqual([{ path: 'workorder/abc', body: null }]);
    expect(opened[0].location.href).toMatch(/^blob:test\//);
  });

  it('closes the empty window and throws when the print fails', async () => {
    const { opened } = stubWindowOpen();
    await expect(openPrintDocument({ url: '/api/test/broken', method: 'post' })).rejects.toMatchObject({
      status: 500,
    });
    expect(opened[0].close).toHaveBeenCalled();
  });

  it('still opens the document when the popup was blocked at first', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openPrintDocument({ url: '/api/test/print', method: 'post', data: {} });
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/^blob:test\//), '_blank');
  });

  it('exports: posts the filter and saves the file under the name from Content-Disposition', async () => {
    const clicks = stubAnchorClicks();
    const name = await exportToFile('/api/test/exportToExcel', { StartDate: '2026-01-01' }, 'financial');
    expect(name).toBe('Financial Report 2026.xlsx');
    expect(calls).toEqual([{ path: 'export', body: { StartDate: '2026-01-01' } }]);
    expect(clicks).toEqual([
      { href: expect.stringMatching(/^blob:test\//), download: 'Financial Report 2026.xlsx' },
    ]);
    expect(await urls.blobs.get(clicks[0].href)?.text()).toBe('XLSXBYTES');
  });

  it('exports under the given name with .xlsx when the answer names no file', async () => {
    const clicks = stubAnchorClicks();
    expect(await exportToFile('/api/test/exportNoName', {}, 'financial')).toBe('financial.xlsx');
    expect(await exportToFile('/api/test/exportNoName', {}, 'list.csv')).toBe('list.csv');
    expect(clicks.map((c) => c.download)).toEqual(['financial.xlsx', 'list.csv']);
  });

  it('PrintButton opens the print once however often it is clicked', async () => {
    const user = userEvent.setup();
    const { open, opened } = stubWindowOpen();
    renderWithProviders(<PrintButton request={{ url: '/api/test/print', method: 'post', data: { a: 1 } }} />);
    const button = screen.getByRole('button', { name: 'Print' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(opened[0].location.href).toMatch(/^blob:test\//);
  });

  it('PrintButton opens the window and ExportButton reads the filter within the click, before their code and the document load', async () => {
    const { open, opened } = stubWindowOpen();
    const clicks = stubAnchorClicks();
    const filter = vi.fn(() => ({ BuilderId: 7 }));
    renderWithProviders(
      <>
        <PrintButton request={{ url: '/api/test/print', method: 'post', data: {} }} />
        <ExportButton url="/api/test/exportToExcel" filter={filter} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(filter).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opened[0].location.href).toMatch(/^blob:test\//));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(calls).toEqual([
      { path: 'print', body: {} },
      { path: 'export', body: { BuilderId: 7 } },
    ]);
  });

  it('PrintButton shows the error toast on failure', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    renderWithProviders(
      <PrintButton request={{ url: '/api/test/broken', method: 'post' }} label="Print report" />,
    );
    await user.click(screen.getByRole('button', { name: 'Print report' }));
    expect(
      await screen.findByText('Error while opening the print document. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print report' })).toBeEnabled();
  });

  it('PrintButton runs a custom onPrint', async () => {
    const user = userEvent.setup();
    const onPrint = vi.fn(() => Promise.resolve());
    renderWithProviders(<PrintButton onPrint={onPrint} />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('ExportButton saves the export with the current filter', async () => {
    const user = userEvent.setup();
    const clicks = stubAnchorClicks();
    renderWithProviders(
      <ExportButton url="/api/test/exportToExcel" filter={() => ({ BuilderId: 7 })} fileName="financial" />,
    );
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('Financial Report 2026.xlsx');
    expect(calls).toEqual([{ path: 'export', body: { BuilderId: 7 } }]);
  });

  it('ExportButton shows the error toast on failure', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportButton url="/api/test/broken" filter={{}} />);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Error while exporting the file. Please try again.')).toBeInTheDocument();
  });
});
