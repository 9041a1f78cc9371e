import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOffline } from './connection';

describe('browserOffline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is true only when the browser says it is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(false);
    expect(browserOffline()).toBe(true);
    online.mockReturnValue(true);
    expect(browserOffline()).toBe(false);
  });

  it('counts a browser that does not say (no onLine) as online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(undefined as unknown as boolean);
    expect(browserOffline()).toBe(false);
  });
});
