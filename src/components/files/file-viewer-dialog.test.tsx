import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeFile } from '@mocks/handlers/upload';
import { mockControl } from '@mocks/node';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { FileViewerDialog } from './file-viewer-dialog';
import { viewKindOf, VIEWABLE_EXTENSIONS } from './file-kinds';
import { stubObjectUrls, useNodeFileApis } from './test-support';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('viewKindOf', () => {
  it('shows the spec extensions in the browser and downloads anything else', () => {
    expect(VIEWABLE_EXTENSIONS.sort()).toEqual(
      [
        'bmp',
        'gif',
        'htm',
        'html',
        'jpeg',
        'jpg',
        'mp3',
        'mp4',
        'ogg',
        'pdf',
        'png',
        'svg',
        'txt',
        'wav',
        'webm',
        'webp',
      ].sort(),
    );
    expect(viewKindOf('A.JPG')).toBe('image');
    expect(viewKindOf('clip.webm')).toBe('video');
    expect(viewKindOf('song.mp3')).toBe('audio');
    expect(viewKindOf('page.htm')).toBe('html');
    expect(viewKindOf('notes.txt')).toBe('frame');
    expect(viewKindOf('report.docx')).toBe('download');
    expect(viewKindOf('noextension')).toBe('download');
    expect(viewKindOf('', '/files/plan.pdf?x=1')).toBe('frame');
  });
});

describe('FileViewerDialog', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(async () => {
    await useNodeFileApis();
    urls = stubObjectUrls();
    await signInAs('staff');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an image fetched with the auth header from a blob URL', async () => {
    const record = storeFile('photo.png', bytes('PNGDATA'), 'application/octet-stream');
    renderWithProviders(<FileViewerDialog show onHide={() => {}} file={record} />);
    expect(screen.getByRole('dialog', { name: 'photo.png' })).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'photo.png' });
    expect(img).toHaveAttribute('src', 'blob:test/1');
    const blob = urls.blobs.get('blob:test/1');
    expect(blob?.type).toBe('image/png');
    expect(await blob?.text()).toBe('PNGDATA');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('shows a pdf in an iframe and html in a sandboxed one', async () => {
    const pdf = storeFile('plan.pdf', bytes('%PDF'), 'application/pdf');
    const { rerender } = renderWithProviders(<FileViewerDialog show onHide={() => {}} file={pdf} />);
    const frame = await screen.findByTitle('plan.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(frame).not.toHaveAttribute('sandbox');

    const html = storeFile('page.html', bytes('<p>hi</p>'), 'text/html');
    rerender(<FileViewerDialog show onHide={() => {}} file={html} />);
    const htmlFrame = await screen.findByTitle('page.html');
    expect(htmlFrame).toHaveAttribute('sandbox', '');
    // The previous blob URL is let go.
    await waitFor(() => expect(urls.revoke).toHaveBeenCalled());
  });

  it('downloads a .docx at once, under its name and with the auth header, and shows no dialog', async () => {
    const record = storeFile('report.docx', bytes('DOCX'), 'application/octet-stream');
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const onHide = vi.fn();
    renderWithProviders(<FileViewerDialog show onHide={onHide} file={record} />);
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('report.docx');
    // The blob came from the API (the mock answers 401 without the auth header).
    expect(await urls.blobs.get(clicks[0].href)?.text()).toBe('DOCX');
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(/cannot be shown/)).toBeNull();
  });

  it('downloads other unknown kinds too (no extension, .zip), once per file', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const zip = storeFile('plans.zip', bytes('PK'), 'application/zip');
    const bare = storeFile('README', bytes('read me'), 'text/plain');
    const onHide = vi.fn();
    const { rerender } = renderWithProviders(<FileViewerDialog show onHide={onHide} file={zip} />);
    await waitFor(() => expect(clicks).toEqual(['plans.zip']));
    rerender(<FileViewerDialog show onHide={onHide} file={bare} />);
    await waitFor(() => expect(clicks).toEqual(['plans.zip', 'README']));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing while hidden', async () => {
    const record = storeFile('report.docx', bytes('DOCX'), 'application/octet-stream');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<FileViewerDialog show={false} onHide={() => {}} file={record} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells of a failed direct download and closes', async () => {
    const record = storeFile('report.docx', bytes('DOCX'), 'application/octet-stream');
    mockControl.fail('GET', '/files/', { status: 500 });
    const onHide = vi.fn();
    renderWithProviders(<FileViewerDialog show onHide={onHide} file={record} />);
    expect(await screen.findByText('Error while downloading the file')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a shown file with Download', async () => {
    const user = userEvent.setup();
    const record = storeFile('photo.jpg', bytes('JPEGDATA'), 'image/jpeg');
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const onHide = vi.fn();
    renderWithProviders(<FileViewerDialog show onHide={onHide} file={record} />);
    await screen.findByRole('img', { name: 'photo.jpg' });
    expect(clicks).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('photo.jpg');
    expect(await urls.blobs.get(clicks[0].href)?.text()).toBe('JPEGDATA');
    expect(screen.getByRole('dialog', { name: 'photo.jpg' })).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows a file from its FileUrl and saves it from its DownloadUrl', async () => {
    const user = userEvent.setup();
    const shown = storeFile('plan.txt', bytes('SHOWN'), 'text/plain');
    const saved = storeFile('plan.txt', bytes('SAVED'), 'text/plain');
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithProviders(
      <FileViewerDialog
        show
        onHide={() => {}}
        file={{ FileName: 'plan.txt', FileUrl: shown.FileUrl, DownloadUrl: saved.FileUrl }}
      />,
    );
    const frame = await screen.findByTitle('plan.txt');
    expect(await urls.blobs.get(frame.getAttribute('src') ?? '')?.text()).toBe('SHOWN');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('plan.txt');
    expect(await urls.blobs.get(clicks[0].href)?.text()).toBe('SAVED');
  });

  it('a file the browser cannot show is saved from its DownloadUrl at once', async () => {
    const shown = storeFile('report.docx', bytes('SHOWN'), 'application/octet-stream');
    const saved = storeFile('report.docx', bytes('SAVED'), 'application/octet-stream');
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    renderWithProviders(
      <FileViewerDialog
        show
        onHide={() => {}}
        file={{ FileName: 'report.docx', FileUrl: shown.FileUrl, DownloadUrl: saved.FileUrl }}
      />,
    );
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(await urls.blobs.get(clicks[0])?.text()).toBe('SAVED');
  });

  it('shows the load error when the file cannot be fetched', async () => {
    renderWithProviders(
      <FileViewerDialog
        show
        onHide={() => {}}
        file={{ FileName: 'gone.png', FileUrl: '/daewon.api/files/999999' }}
      />,
    );
    expect(await screen.findByText('error loading attachment')).toBeInTheDocument();
  });

  it('tells of a failed download from the Download button', async () => {
    const user = userEvent.setup();
    const record = storeFile('notes.txt', bytes('TEXT'), 'text/plain');
    mockControl.fail('GET', '/files/', { status: 500 });
    renderWithProviders(<FileViewerDialog show onHide={() => {}} file={record} />);
    expect(await screen.findByText('error loading attachment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Error while downloading the file')).toBeInTheDocument();
  });

  it('uses a URL outside the API as it is', async () => {
    renderWithProviders(
      <FileViewerDialog
        show
        onHide={() => {}}
        file={{ FileName: 'dot.gif', FileUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }}
      />,
    );
    const img = await screen.findByRole('img', { name: 'dot.gif' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(urls.create).not.toHaveBeenCalled();
  });
});
