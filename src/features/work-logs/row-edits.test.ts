import { describe, expect, it, vi } from 'vitest';
import type { WorkLog } from '@/api/work-logs';
import { RowEditStore } from './row-edits';

/** A work log row with the fields a test sets. */
const row = (fields: Partial<WorkLog> & { Id: number }) => fields as WorkLog;

describe('in-place row edits', () => {
  it('tells only the changed row, and keeps what was typed while a save ran', () => {
    const store = new RowEditStore();
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe(1, one);
    store.subscribe(2, two);
    store.change(1, { UnitPrice: 85, ApprovedAmount: 850 });
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();

    const sent = { ...store.get(1).edit };
    store.setSaving(1, true);
    store.change(1, { Quantity: '12.5 sq', ApprovedAmount: 1062.5 });
    store.markSaved(1, sent);
    store.setSaving(1, false);
    // until the table shows the saved row, the cells still compute from the sent price
    expect(store.get(1).edit).toEqual({ UnitPrice: 85, Quantity: '12.5 sq', ApprovedAmount: 1062.5 });
    store.observe(row({ Id: 1, UnitPrice: 85, ApprovedAmount: 850, Quantity: '10 sq' }));
    expect(store.get(1)).toEqual({ edit: { Quantity: '12.5 sq', ApprovedAmount: 1062.5 }, saving: false });
  });

  it('forgets edits the row on screen already holds, not while its save runs', () => {
    const store = new RowEditStore();
    store.change(2, { UnitPrice: 40, Quantity: '3 sq' });
    store.setSaving(2, true);
    store.observe(row({ Id: 2, UnitPrice: 40, Quantity: '2 sq' }));
    expect(store.get(2).edit).toEqual({ UnitPrice: 40, Quantity: '3 sq' });
    store.setSaving(2, false);
    store.observe(row({ Id: 2, UnitPrice: 40, Quantity: '2 sq' }));
    expect(store.get(2).edit).toEqual({ Quantity: '3 sq' });
  });

  it('shows a clicked ready flag while its save runs', () => {
    const store = new RowEditStore();
    store.setSaving(3, true, true);
    expect(store.get(3)).toMatchObject({ saving: true, pendingReady: true });
    store.setSaving(3, false);
    expect(store.get(3).pendingReady).toBeUndefined();
  });
});
