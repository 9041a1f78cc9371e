import { useEffect } from 'react';
import { tabbable, type FocusableElement } from 'tabbable';

/*
 * react-bootstrap's Modal brings the focus back when it leaves the dialog, but does not loop it: Tab from the last
 * button left for the browser's address bar and came back on the dialog's own box (no ring), and Shift+Tab from the
 * first control reached that box and stayed there for good (the focus left the page and was brought back to it).
 * While a dialog is open, Tab and Shift+Tab go round its controls: from the last to the first, from the first (or
 * the box itself) to the last.
 */

/** The dialog the focus is in, else the last open one in the document (a question over a form comes after it). */
function currentDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.modal.show[role="dialog"]')];
  return open.find((dialog) => dialog.contains(document.activeElement)) ?? open.at(-1) ?? null;
}

/** Where Tab (or Shift+Tab) from `from` goes inside `dialog`, or null to let the browser move the focus. */
function nextInLoop(dialog: HTMLElement, from: Element | null, backwards: boolean): FocusableElement | null {
  const stops = tabbable(dialog);
  if (stops.length === 0) return null; // nothing to go round (react-bootstrap keeps the focus in the dialog)
  const first = stops[0];
  const last = stops[stops.length - 1];
  const inside = from instanceof Node && dialog.contains(from);
  if (!inside || from === dialog) return backwards ? last : first;
  if (backwards && from === first) return last;
  if (!backwards && from === last) return first;
  return null;
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = currentDialog();
  if (!dialog) return;
  const target = nextInLoop(dialog, document.activeElement, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

let users = 0;

/** Loops Tab inside the top dialog while `open` (one document listener, however many dialogs use it). */
export function useTabLoop(open: boolean) {
  useEffect(() => {
    if (!open) return;
    if (users++ === 0) document.addEventListener('keydown', onKeyDown);
    return () => {
      if (--users === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
