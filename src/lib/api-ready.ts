/** Calls wait for this before they leave (the demo API starting in the browser); nothing to wait for otherwise. */
let ready: Promise<unknown> | null = null;

/** Holds every call until the promise settles (start-up: the demo API's worker), without blocking the first paint. */
export function holdApiUntil(promise: Promise<unknown>): void {
  ready = promise.catch(() => undefined);
}

/** What a call waits for before it leaves. */
export function apiReady(): Promise<unknown> | undefined {
  return ready ?? undefined;
}
