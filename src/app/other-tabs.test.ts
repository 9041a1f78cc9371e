import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/config';
import { i18next, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { changeLanguage } from '@/lib/language';
import { followOtherTabs } from './other-tabs';

/** What the browser tells this tab when another tab of the app writes the shared storage. */
const otherTabWrote = (key: string | null, oldValue: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));

let stop = () => {};
afterEach(async () => {
  stop();
  await changeLanguage('en');
});

describe('followOtherTabs', () => {
  it('reads the page again when another tab signs out or signs in as someone else', () => {
    const reload = vi.fn();
    stop = followOtherTabs(reload);
    otherTabWrote(AUTH_TOKEN_KEY, 'staff-token', null);
    expect(reload).toHaveBeenCalledTimes(1);
    otherTabWrote(AUTH_TOKEN_KEY, null, 'finance-token');
    expect(reload).toHaveBeenCalledTimes(2);
    otherTabWrote(null, null, null); // the storage cleared
    expect(reload).toHaveBeenCalledTimes(3);
    // what else the tabs keep there (the last session, a table's columns) changes nothing
    otherTabWrote('lastSession', null, '{}');
    otherTabWrote('tablePrefs:jobs', null, '{}');
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('shows the language another tab chose', async () => {
    stop = followOtherTabs(vi.fn());
    otherTabWrote(LANGUAGE_STORAGE_KEY, null, 'es');
    await waitFor(() => expect(i18next.language).toBe('es'));
    otherTabWrote(LANGUAGE_STORAGE_KEY, 'es', null); // back to the default
    await waitFor(() => expect(i18next.language).toBe('en'));
  });
});
