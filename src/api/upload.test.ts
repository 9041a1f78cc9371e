import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '@mocks/node';
import { signInAs } from '@/test/test-utils';
import { ApiError, daewonApi } from '@/lib/api-client';
import { fetchDocument } from './documents';
import { makeTestFile, useNodeFileApis } from '@/components/files/test-support';
import { uploadFile, uploadFiles } from './upload';

describe('uploadFile', () => {
  beforeEach(() => useNodeFileApis());
  afterEach(() => vi.unstubAllGlobals());

  it('posts the multipart fields and answers the stored file record, served back with its type', async () => {
    await signInAs('staff');
    const file = makeTestFile('hello world', 'notes.txt', 'text/plain');
    const progress: number[] = [];
    const record = await uploadFile({ file, uploadType: 'JobAttachment', identifier: 12 }, (p) =>
      progress.push(p),
    );
    // the answer holds Id and FileUrl (B §7); the name and size are those sent
    expect(record).toMatchObject({ FileName: 'notes.txt', Size: 11 });
    expect(record.Id).toBeGreaterThan(0);
    expect(record.FileUrl).toBe(`/daewon.api/files/${record.Id}`);
    const served = await fetchDocument(record.FileUrl);
    expect(served.contentType).toContain('text/plain');
    expect(served.fileName).toBe('notes.txt');
    expect(await served.blob.text()).toBe('hello world');
  });

  it('sends the file with FileName as its name (an edited name wins)', async () => {
    await signInAs('staff');
    const sent: Array<[string, string]> = [];
    const { server } = await import('@mocks/node');
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/api/upload')) return;
      void request
        .clone()
        .formData()
        .then((form) => form.forEach((v, k) => sent.push([k, typeof v === 'string' ? v : `file:${v.name}`])));
    });
    const record = await uploadFile({
      file: makeTestFile('x', 'IMG_0001.jpg', 'image/jpeg'),
      fileName: 'Front elevation.jpg',
      uploadType: 'JobAttachment',
      identifier: 7,
    });
    expect(record.FileName).toBe('Front elevation.jpg');
    await vi.waitFor(() =>
      expect(sent).toEqual([
        ['file', 'file:IMG_0001.jpg'],
        ['FileName', 'Front elevation.jpg'],
        ['UploadType', 'JobAttachment'],
        ['Identifier', '7'],
      ]),
    );
  });

  it('uploads several files one by one', async () => {
    await signInAs('staff');
    const files = [makeTestFile('a', 'a.png'), makeTestFile('b', 'b.pdf')];
    const records = await uploadFiles(files, { uploadType: 'UserProfileAttachment', identifier: 'x' });
    expect(records.map((r) => r.FileName)).toEqual(['a.png', 'b.pdf']);
    expect(new Set(records.map((r) => r.Id)).size).toBe(2);
  });

  it('fails with the server error', async () => {
    await signInAs('staff');
    mockControl.fail('POST', '/api/upload', { status: 500, message: 'disk full' });
    await expect(
      uploadFile({ file: makeTestFile('a', 'a.txt'), uploadType: 'JobAttachment', identifier: 1 }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('is refused by the mock without a file or without the fields', async () => {
    await signInAs('staff');

    const post = (form: FormData) =>
      daewonApi.post('/api/upload', form).then(
        () => 200,
        (error: ApiError) => error.status,
      );
    const noFile = new FormData();
    noFile.append('UploadType', 'JobAttachment');
    noFile.append('Identifier', '1');
    expect(await post(noFile)).toBe(400);
    const noIdentifier = new FormData();
    noIdentifier.append('FileName', makeTestFile('a', 'a.txt'), 'a.txt');
    noIdentifier.append('UploadType', 'JobAttachment');
    expect(await post(noIdentifier)).toBe(400);
  });
});
