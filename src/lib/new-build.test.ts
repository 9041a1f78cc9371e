import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { followNewBuilds, isLostModule, reloadForNewBuild } from './new-build';

const page = (status: number) =>
  server.use(http.head(window.location.href, () => new HttpResponse(null, { status })));

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('reloadForNewBuild', () => {
  it('reloads once when the server serves the page, and not again within a minute', async () => {
    page(200);
    const reload = vi.fn();
    expect(await reloadForNewBuild(reload, () => 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await reloadForNewBuild(reload, () => 1_030_000)).toBe(false);
    expect(await reloadForNewBuild(reload, () => 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a connection, or when the server does not serve the page', async () => {
    const reload = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await reloadForNewBuild(reload)).toBe(false);
    online.mockRestore();
    page(502);
    expect(await reloadForNewBuild(reload)).toBe(false);
    server.use(http.head(window.location.href, () => HttpResponse.error()));
    expect(await reloadForNewBuild(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('follows the bundler’s chunk errors', async () => {
    page(200);
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = followNewBuilds(target, reload);
    target.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    stop();
  });
});

describe('isLostModule', () => {
  it('knows the browsers’ failed-import errors', () => {
    expect(isLostModule(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isLostModule(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLostModule(new Error('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isLostModule(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isLostModule(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLostModule(null)).toBe(false);
  });
});
