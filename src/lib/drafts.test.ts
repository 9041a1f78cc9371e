import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKey, drafts, sameValues } from './drafts';

describe('draft store', () => {
  it('keys a draft by form and record, "new" for a record not created yet', () => {
    expect(draftKey('job', 12)).toBe('draft:job:12');
    expect(draftKey('job', null)).toBe('draft:job:new');
    expect(draftKey('jobSite/builder-3', undefined)).toBe('draft:jobSite/builder-3:new');
  });

  it('keeps the values of a form and record in sessionStorage until removed', () => {
    drafts.write('job', 12, { Address: '12 Elm Street', Lots: [{ LotCode: 'T-1' }] }, 1000);
    expect(sessionStorage.getItem('draft:job:12')).toContain('12 Elm Street');
    expect(drafts.read('job', 12)).toEqual({
      formId: 'job',
      recordId: 12,
      values: { Address: '12 Elm Street', Lots: [{ LotCode: 'T-1' }] },
      updatedAt: 1000,
    });
    expect(drafts.read('job', 13)).toBeNull();
    expect(drafts.read('job', null)).toBeNull();
    drafts.remove('job', 12);
    expect(drafts.read('job', 12)).toBeNull();
  });

  it('keeps dates as dates', () => {
    const start = new Date('2026-03-04T05:06:07.000Z');
    drafts.write('job', null, { StartDate: start, Other: null });
    const read = drafts.read<{ StartDate: Date; Other: null }>('job', null);
    expect(read?.values.StartDate).toBeInstanceOf(Date);
    expect(read?.values.StartDate.toISOString()).toBe(start.toISOString());
    expect(read?.values.Other).toBeNull();
  });

  it('lists the drafts of one form, newest first, and no other form’s', () => {
    drafts.write('jobSite/builder-1', null, { Name: 'a' }, 1);
    drafts.write('jobSite/builder-1', 7, { Name: 'b' }, 3);
    drafts.write('jobSite/builder-1', 8, { Name: 'c' }, 2);
    drafts.write('jobSite/builder-10', 9, { Name: 'd' }, 4);
    drafts.write('jobSite/builder-1:x', 5, { Name: 'e' }, 5);
    sessionStorage.setItem('returnState', '/jobs');
    expect(drafts.list('jobSite/builder-1').map((d) => d.recordId)).toEqual([7, 8, null]);
    expect(drafts.list('nothing')).toEqual([]);
  });

  it('forgets an unreadable entry instead of failing', () => {
    sessionStorage.setItem('draft:job:1', '{not json');
    sessionStorage.setItem('draft:job:2', JSON.stringify({ something: 'else' }));
    expect(drafts.read('job', 1)).toBeNull();
    expect(drafts.list('job')).toEqual([]);
    expect(sessionStorage.getItem('draft:job:1')).toBeNull();
    expect(sessionStorage.getItem('draft:job:2')).toBeNull();
  });

  it('clears every draft and nothing else', () => {
    drafts.write('job', 1, { a: 1 });
    drafts.write('builder', null, { b: 2 });
    sessionStorage.setItem('returnState', '/jobs');
    drafts.clear();
    expect(drafts.list('job')).toEqual([]);
    expect(drafts.list('builder')).toEqual([]);
    expect(sessionStorage.getItem('returnState')).toBe('/jobs');
  });

  it('never throws when the storage is full or missing', () => {
    const full = createDraftStore(() => ({
      ...sessionStorage,
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      clear: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    }));
    expect(full.write('job', 1, { a: 1 })).toBe(false);
    const missing = createDraftStore(() => {
      throw new Error('no storage');
    });
    expect(missing.write('job', 1, { a: 1 })).toBe(false);
    expect(missing.read('job', 1)).toBeNull();
    expect(missing.list('job')).toEqual([]);
    expect(() => missing.remove('job', 1)).not.toThrow();
    expect(() => missing.clear()).not.toThrow();
  });

  it('compares values as data: key order and identity do not matter', () => {
    expect(sameValues({ a: 1, b: [1, { c: 'x', d: null }] }, { b: [1, { d: null, c: 'x' }], a: 1 })).toBe(
      true,
    );
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues({ d: new Date(0) }, { d: new Date(0) })).toBe(true);
    expect(sameValues({ d: new Date(0) }, { d: new Date(1) })).toBe(false);
  });
});
