import { describe, expect, it, vi } from 'vitest';
import { RowEditStore } from './row-edits';

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
    store.clearSaved(1, sent);
    store.setSaving(1, false);
    expect(store.get(1)).toEqual({ edit: { Quantity: '12.5 sq', ApprovedAmount: 1062.5 }, saving: false });
  });

  it('shows a clicked ready flag while its save runs', () => {
    const store = new RowEditStore();
    store.setSaving(3, true, true);
    expect(store.get(3)).toMatchObject({ saving: true, pendingReady: true });
    store.setSaving(3, false);
    expect(store.get(3).pendingReady).toBeUndefined();
  });
});
