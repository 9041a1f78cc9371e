/**
 * Whether the browser knows it has no connection (`navigator.onLine` is false). Where there is no navigator, or the
 * browser does not say, it counts as online: a call then finds out for itself.
 */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
