import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

const get = (path: string, token?: string) =>
  fetch(`http://localhost${DAEWON}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('job attachment files (mock, B §7)', () => {
  it('downloadattachment answers the bytes as an attachment under the file name; viewattachment inline', async () => {
    const token = await signInAs('staff');
    const a = db.jobAttachments[0];
    const file = db.seedFiles.find((f) => f.Id === a.FileId)!;

    const download = await get(`/api/jobattachment/${a.Id}/downloadattachment`, token);
    expect(download.status).toBe(200);
    const disposition = download.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename="${file.FileName.replace(/"/g, '')}"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(file.FileName)}`);
    expect(download.headers.get('Content-Type')).toBe(file.ContentType);
    expect(await download.text()).toBe(file.Content);

    const view = await get(`/api/jobattachment/${a.Id}/viewattachment`, token);
    expect(view.status).toBe(200);
    expect(view.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect(await view.text()).toBe(file.Content);
  });

  it('refuses without a session or the job permissions, and answers 404 for an unknown attachment', async () => {
    const a = db.jobAttachments[0];
    expect((await get(`/api/jobattachment/${a.Id}/downloadattachment`)).status).toBe(401);
    const sub = await signInAs('subcontractor');
    expect((await get(`/api/jobattachment/${a.Id}/downloadattachment`, sub)).status).toBe(403);
    const staff = await signInAs('staff');
    expect((await get('/api/jobattachment/987654/downloadattachment', staff)).status).toBe(404);
  });
});
