import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '@/lib/drafts';
import { useReopenDraft } from './use-reopen-draft';

const FORM_ID = 'reopenTest';

afterEach(() => {
  for (const draft of drafts.list(FORM_ID)) drafts.remove(FORM_ID, draft.recordId);
});

describe('useReopenDraft', () => {
  it('with recordId null reopens only a create draft: a waiting edit of a record is left alone', async () => {
    drafts.write(FORM_ID, 7, { Name: 'edited' });
    const load = vi.fn(() => Promise.resolve('record 7'));
    const open = vi.fn();
    const first = renderHook(() => useReopenDraft({ formId: FORM_ID, recordId: null, load, open }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    first.unmount();

    drafts.write(FORM_ID, null, { Name: 'new' });
    renderHook(() => useReopenDraft({ formId: FORM_ID, recordId: null, load, open }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(null));
    expect(load).not.toHaveBeenCalled();
  });

  it('with a record id reopens that record’s draft, loaded first', async () => {
    drafts.write(FORM_ID, null, { Name: 'new' });
    drafts.write(FORM_ID, 7, { Name: 'edited' });
    const load = vi.fn((id: number) => Promise.resolve(`record ${id}`));
    const open = vi.fn();
    renderHook(() => useReopenDraft({ formId: FORM_ID, recordId: 7, load, open }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('record 7'));
    expect(load).toHaveBeenCalledWith(7);
  });
});
