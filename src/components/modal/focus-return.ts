/*
 * A question's answer often starts what its button then waits for: "Mark as Completed" is disabled while the job is
 * saved, "Mark as paid" is disabled and then gone once the invoice is paid. Giving the focus back to a disabled or
 * removed button leaves it on the page itself, and a keyboard user starts again from the top. The focus goes back
 * to the button that asked as soon as it can take it, or, when that button has gone, to the dialog it was in.
 */

/** How long the opener is waited for (an action's save, on a slow connection). */
const WAIT_MS = 10_000;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body;
};

/**
 * Gives the focus back to `opener` once a dialog has closed: now if it can take it, else once it is enabled again;
 * to the dialog it stood in when it has been removed. Nothing is done once the focus is elsewhere on purpose (the
 * user, or the screen, has put it on another element).
 */
export function returnFocus(opener: Element | null) {
  if (!(opener instanceof HTMLElement)) return;
  const dialog = opener.closest<HTMLElement>('.modal[role="dialog"]');
  let stopped = false;
  const restore = () => {
    if (stopped || !focusLost()) return;
    if (!opener.isConnected) {
      if (dialog?.isConnected) dialog.focus();
      stop();
    } else if (!opener.matches(':disabled')) {
      opener.focus({ preventScroll: true });
    }
  };
  const observer = new MutationObserver(restore);
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', stop);
  }
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', onFocusIn);
  // a click anywhere is the user moving on (a click on the page's background puts the focus on the page too)
  document.addEventListener('pointerdown', stop);
  // after the dialog has left the page (its focus with it)
  setTimeout(restore);
}
