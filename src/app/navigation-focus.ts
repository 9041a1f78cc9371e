import type { RouterLike } from '@/lib/session';

/*
 * A navigation that took the focus away with the element it was on (a table row that opened a job, a dialog's
 * button, the browser's Back) leaves it on the page itself, and a keyboard user's next Tab starts again from the
 * header. Once the new screen is in, the focus goes to the main area where it is (`#main-content`); focus still on
 * an element (a tab, a menu link) stays there. Loaded after the first paint: the first screen needs none of it.
 */
export type SubscribableRouter = RouterLike & { subscribe: (listener: () => void) => () => void };

/**
 * Calls `listener` each time a navigation to another path has settled (a new screen, not a list's other page or
 * filter): what the focus and the page title follow.
 */
export function onNewScreen(router: SubscribableRouter, listener: () => void): () => void {
  let shown = router.state.location.pathname;
  return router.subscribe(() => {
    const { location, navigation } = router.state;
    if (navigation.location || location.pathname === shown) return;
    shown = location.pathname;
    listener();
  });
}

export function followNavigationFocus(router: SubscribableRouter) {
  return onNewScreen(router, () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      document.getElementById('main-content')?.focus({ preventScroll: true });
    }),
  );
}
