/*
 * A value cut short with "…" (a picker kept on one line, `picker--one-line`: the financial report's invoice status in
 * its fixed-height rows, cut in a narrow column at 125 % zoom; every other picker shows its whole value on as many
 * lines as it takes) shows its whole text as a tooltip when the pointer rests on it. One listener for the page,
 * not a measurement per picker: the width is read only for the element under the pointer, and only that element
 * gets a title, while it is cut (a title set here is taken away once the text fits again).
 */

/**
 * What the app cuts with an ellipsis without a title of its own: a picker's shown value. The title goes on the
 * picker's control, which the pointer is over (the select's input lies on top of its value).
 */
const HOLDER = '.picker__control';
const CUT_TEXT = '.picker__single-value';

/** Marks a title this module set (an element's own title is never touched). */
const OWN_TITLE = 'data-cut-title';

/** Whether the element's text is wider than its box (cut by overflow and text-overflow). */
const isCut = (el: HTMLElement) => el.scrollWidth > el.clientWidth;

/** Gives the holder the whole text of its cut value as title, and takes a title it set back once the text fits. */
function titleIfCut(holder: HTMLElement) {
  if (holder.hasAttribute('title') && !holder.hasAttribute(OWN_TITLE)) return;
  const value = holder.querySelector<HTMLElement>(CUT_TEXT);
  const text = value?.textContent?.trim() ?? '';
  if (value && text && isCut(value)) {
    holder.setAttribute('title', text);
    holder.setAttribute(OWN_TITLE, '');
  } else if (holder.hasAttribute(OWN_TITLE)) {
    holder.removeAttribute('title');
    holder.removeAttribute(OWN_TITLE);
  }
}

export function followCutTexts(root: Document = document): () => void {
  const onOver = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const holder = target.closest<HTMLElement>(HOLDER);
    if (holder) titleIfCut(holder);
  };
  root.addEventListener('pointerover', onOver, { passive: true });
  return () => root.removeEventListener('pointerover', onOver);
}
