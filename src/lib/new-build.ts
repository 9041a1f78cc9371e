/*
 * A tab opened before a deployment asks for the old build's chunks, which the new deployment no longer has (a 404):
 * a screen, a dialog or an export the tab had not loaded yet would never load. When a chunk cannot be loaded while
 * the browser is online and the server serves the page, the page is reloaded, once: the new build opens on the same
 * URL (a form's unsaved changes are kept as its draft). Without a connection nothing reloads: the screens say the
 * connection is lost, and the work-log outbox keeps working.
 */

/** Whether an error is a module of the app that could not be loaded (a lost chunk, or no connection). */
export function isLostModule(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|module script/i.test(
    message,
  );
}

const RELOADED_AT = 'daewon.newBuildReloadAt';
/** At most one reload a minute: a chunk still missing after the reload is not a new build, and is reported. */
const ONCE_MS = 60_000;

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** a check is on its way (several chunks of one screen fail together) */
let checking = false;

/**
 * Reloads the page for a new build: when online, when the server answers for the page (a server that is down would
 * replace the screen with the browser's error page), and not within a minute of the last such reload. Resolves true
 * when the page is being reloaded.
 */
export async function reloadForNewBuild(
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): Promise<boolean> {
  if (checking || !navigator.onLine || now() - lastReload() < ONCE_MS) return false;
  checking = true;
  try {
    const page = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    if (!page.ok) return false;
    // without the guard, a chunk missing for good would reload the page again and again
    sessionStorage.setItem(RELOADED_AT, String(now()));
    reload();
    return true;
  } catch {
    return false;
  } finally {
    checking = false;
  }
}

/** Reloads for a new build when the bundler's loader reports a chunk it could not load (`vite:preloadError`). */
export function followNewBuilds(
  target: EventTarget = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onError = () => void reloadForNewBuild(reload);
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
