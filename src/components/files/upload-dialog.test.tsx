import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl, server } from '@mocks/node';
import type { FileRecord } from '@/api/upload';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { makeTestFile, useNodeFileApis } from './test-support';
import { UploadDialog, uploadFileName, type UploadDialogProps } from './upload-dialog';

type HarnessProps = Partial<Omit<UploadDialogProps, 'show'>>;

function Harness({ onHide, onSaveRecord, ...rest }: HarnessProps) {
  const [show, setShow] = useState(true);
  return (
    <UploadDialog
      uploadType="JobAttachment"
      identifier={42}
      {...rest}
      show={show}
      onHide={() => {
        onHide?.();
        setShow(false);
      }}
      onSaveRecord={onSaveRecord ?? (() => Promise.resolve())}
    />
  );
}

const MB = 1024 * 1024;

function fileInput(): HTMLInputElement {
  return screen.getByLabelText(/^Files?$/) as HTMLInputElement;
}

function nameInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'File Name' }) as HTMLInputElement;
}

/** The FileName part of every POST /api/upload, with the name of the file part. */
function recordUploadNames() {
  const sent: Array<{ file: string; FileName: string }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/api/upload')) return;
    const form = await request.clone().formData();
    const file = form.get('file');
    sent.push({
      file: typeof file === 'string' || !file ? '' : file.name,
      FileName: String(form.get('FileName')),
    });
  });
  return sent;
}

describe('UploadDialog', () => {
  beforeEach(async () => {
    await useNodeFileApis();
    await signInAs('staff');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Save disabled in create mode until a file is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness title="Upload attachment" />);
    expect(await screen.findByRole('dialog', { name: 'Upload attachment' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.upload(fileInput(), makeTestFile('x', 'plan.pdf', 'application/pdf'));
    expect(save).toBeEnabled();
  });

  it('refuses a file over 50MB with the spec alert and clears the input', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    renderWithProviders(<Harness onFilesChange={onFilesChange} />);
    const input = fileInput();
    await user.upload(input, makeTestFile('x', 'small.png', 'image/png'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.upload(input, makeTestFile('x', 'huge.mp4', 'video/mp4', 50 * MB + 1));
    const alert = await screen.findByRole('dialog', { name: 'File size exceeded' });
    expect(alert).toHaveTextContent('Max upload size exceeded the maximum allowed size is 50MB');
    expect(input.value).toBe('');
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File size exceeded' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('accepts a file of exactly 50MB', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(fileInput(), makeTestFile('x', 'edge.bin', '', 50 * MB));
    expect(screen.queryByRole('dialog', { name: 'File size exceeded' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('uploads the multipart fields, saves the record, shows success and closes', async () => {
    const user = userEvent.setup();
    const sent: Array<{ name: string; uploadType: unknown; identifier: unknown; auth: string | null }> = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/api/upload')) return;
      const form = await request.clone().formData();
      const file = form.get('file');
      sent.push({
        name: typeof file === 'string' || !file ? '' : `${file.name}|${String(form.get('FileName'))}`,
        uploadType: form.get('UploadType'),
        identifier: form.get('Identifier'),
        auth: request.headers.get('Authorization'),
      });
    });
    const onSaveRecord = vi.fn<(records: FileRecord[]) => Promise<void>>(() => Promise.resolve());
    const onHide = vi.fn();
    renderWithProviders(
      <Harness onSaveRecord={onSaveRecord} onHide={onHide} successText="Attachment saved">
        <label htmlFor="comment">Comment</label>
        <input id="comment" />
      </Harness>,
    );
    expect(screen.getByLabelText('Comment')).toBeInTheDocument();
    await user.upload(fileInput(), makeTestFile('%PDF-1.4', 'plan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const success = await screen.findByRole('dialog', { name: 'Upload complete' });
    expect(success).toHaveTextContent('Attachment saved');
    server.events.removeAllListeners();
    expect(sent).toEqual([
      {
        name: 'plan.pdf|plan.pdf',
        uploadType: 'JobAttachment',
        identifier: '42',
        auth: expect.stringMatching(/^Bearer /),
      },
    ]);
    expect(onSaveRecord).toHaveBeenCalledTimes(1);
    const [records] = onSaveRecord.mock.calls[0];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ FileName: 'plan.pdf', FileUrl: `/daewon.api/files/${records[0].Id}` });
    expect(onHide).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads several files in multiple mode, one call each', async () => {
    const user = userEvent.setup();
    const onSaveRecord = vi.fn<(records: FileRecord[]) => Promise<void>>(() => Promise.resolve());
    renderWithProviders(<Harness multiple onSaveRecord={onSaveRecord} />);
    const input = fileInput();
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      makeTestFile('a', 'a.png', 'image/png'),
      makeTestFile('b', 'b.txt', 'text/plain'),
    ]);
    expect(screen.getByText('Chosen: a.png, b.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Upload complete' });
    expect(onSaveRecord.mock.calls[0][0].map((r) => r.FileName)).toEqual(['a.png', 'b.txt']);
  });

  it('shows the upload error and stays open with the choice kept', async () => {
    const user = userEvent.setup();
    mockControl.fail('POST', '/api/upload', { status: 500, times: 1 });
    const onSaveRecord = vi.fn(() => Promise.resolve());
    const onHide = vi.fn();
    renderWithProviders(<Harness onSaveRecord={onSaveRecord} onHide={onHide} />);
    await user.upload(fileInput(), makeTestFile('x', 'plan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error while uploading files')).toBeInTheDocument();
    expect(onSaveRecord).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Upload file' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());

    // The choice is kept: a second Save uploads it (the fault was for one call only).
    await user.click(save);
    await screen.findByRole('dialog', { name: 'Upload complete' });
    expect(onSaveRecord).toHaveBeenCalledTimes(1);
  });

  it('keeps Save disabled while uploading', async () => {
    const user = userEvent.setup();
    mockControl.slow('POST', '/api/upload', 300, { times: 1 });
    renderWithProviders(<Harness />);
    await user.upload(fileInput(), makeTestFile('x', 'plan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    await screen.findByRole('dialog', { name: 'Upload complete' });
  });

  it('does not offer multiple in edit mode and may save without a new file', async () => {
    const user = userEvent.setup();
    const onSaveRecord = vi.fn<(records: FileRecord[]) => Promise<void>>(() => Promise.resolve());
    renderWithProviders(
      <Harness mode="edit" multiple currentFileName="old.pdf" onSaveRecord={onSaveRecord} />,
    );
    const input = fileInput();
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByLabelText('File')).toBe(input);
    expect(screen.getByText('Current file: old.pdf')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    await screen.findByRole('dialog', { name: 'Upload complete' });
    expect(onSaveRecord).toHaveBeenCalledWith([]);
  });

  it('stops before uploading when validate says no', async () => {
    const user = userEvent.setup();
    const onSaveRecord = vi.fn(() => Promise.resolve());
    renderWithProviders(<Harness validate={() => false} onSaveRecord={onSaveRecord} />);
    await user.upload(fileInput(), makeTestFile('x', 'plan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSaveRecord).not.toHaveBeenCalled();
  });

  describe('the file name (C §5)', () => {
    afterEach(() => server.events.removeAllListeners());

    it('defaults to the chosen file’s name and is sent as FileName, edited or not', async () => {
      const user = userEvent.setup();
      const sent = recordUploadNames();
      const onSaveRecord = vi.fn<(records: FileRecord[]) => Promise<void>>(() => Promise.resolve());
      renderWithProviders(<Harness onSaveRecord={onSaveRecord} />);
      // nothing chosen: nothing can be uploaded, so there is no name to edit
      expect(nameInput()).toBeDisabled();
      expect(nameInput()).toHaveValue('');
      await user.upload(fileInput(), makeTestFile('%PDF-1.4', 'scan_0042.pdf', 'application/pdf'));
      expect(nameInput()).toBeEnabled();
      expect(nameInput()).toHaveValue('scan_0042.pdf');
      await user.clear(nameInput());
      await user.type(nameInput(), 'Lot 12 site plan.pdf');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('dialog', { name: 'Upload complete' });
      expect(sent).toEqual([{ file: 'scan_0042.pdf', FileName: 'Lot 12 site plan.pdf' }]);
      expect(onSaveRecord.mock.calls[0][0][0].FileName).toBe('Lot 12 site plan.pdf');
    });

    it('a name typed without an extension keeps the file’s; an emptied name sends the file’s own', async () => {
      const file = makeTestFile('x', 'scan.PDF', 'application/pdf');
      expect(uploadFileName('Site plan', file)).toBe('Site plan.PDF');
      expect(uploadFileName('  Site plan.pdf ', file)).toBe('Site plan.pdf');
      expect(uploadFileName('   ', file)).toBe('scan.PDF');
      expect(uploadFileName('notes', makeTestFile('x', 'README', 'text/plain'))).toBe('notes');

      const user = userEvent.setup();
      const sent = recordUploadNames();
      renderWithProviders(<Harness />);
      await user.upload(fileInput(), makeTestFile('x', 'photo.jpg', 'image/jpeg'));
      await user.clear(nameInput());
      await user.type(nameInput(), 'Front elevation');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('dialog', { name: 'Upload complete' });
      expect(sent).toEqual([{ file: 'photo.jpg', FileName: 'Front elevation.jpg' }]);
    });

    it('is disabled, showing the file’s name, when the upload keeps its own name', async () => {
      const user = userEvent.setup();
      const sent = recordUploadNames();
      renderWithProviders(<Harness useUploadName />);
      expect(nameInput()).toBeDisabled();
      await user.upload(fileInput(), makeTestFile('x', 'insurance.pdf', 'application/pdf'));
      expect(nameInput()).toBeDisabled();
      expect(nameInput()).toHaveValue('insurance.pdf');
      expect(screen.getByText('The file keeps its own name.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('dialog', { name: 'Upload complete' });
      expect(sent).toEqual([{ file: 'insurance.pdf', FileName: 'insurance.pdf' }]);
    });

    it('is disabled while uploading, when a refused file leaves nothing to upload, and for several files', async () => {
      const user = userEvent.setup();
      mockControl.slow('POST', '/api/upload', 300, { times: 1 });
      const sent = recordUploadNames();
      renderWithProviders(<Harness multiple />);
      await user.upload(fileInput(), makeTestFile('x', 'small.png', 'image/png'));
      expect(nameInput()).toHaveValue('small.png');
      // over 50MB: the choice is cleared, and the name with it
      await user.upload(fileInput(), makeTestFile('x', 'huge.mp4', 'video/mp4', 50 * MB + 1));
      await user.click(await screen.findByRole('button', { name: 'OK' }));
      expect(nameInput()).toBeDisabled();
      expect(nameInput()).toHaveValue('');

      await user.upload(fileInput(), [
        makeTestFile('a', 'a.png', 'image/png'),
        makeTestFile('b', 'b.txt', 'text/plain'),
      ]);
      expect(nameInput()).toBeDisabled();
      expect(screen.getByText('Each file keeps its own name.')).toBeInTheDocument();

      await user.upload(fileInput(), makeTestFile('x', 'plan.pdf', 'application/pdf'));
      expect(nameInput()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(nameInput()).toBeDisabled();
      await screen.findByRole('dialog', { name: 'Upload complete' });
      expect(sent).toEqual([{ file: 'plan.pdf', FileName: 'plan.pdf' }]);
    });

    it('in edit mode is disabled until a new file is chosen', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness mode="edit" currentFileName="old.pdf" />);
      expect(nameInput()).toBeDisabled();
      await user.upload(fileInput(), makeTestFile('x', 'new.pdf', 'application/pdf'));
      expect(nameInput()).toBeEnabled();
      expect(nameInput()).toHaveValue('new.pdf');
    });
  });
});
