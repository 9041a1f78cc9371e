import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { returnFocus } from './focus-return';

afterEach(() => {
  document.body.innerHTML = '';
});

function button(parent: HTMLElement = document.body) {
  const element = document.createElement('button');
  element.textContent = 'Mark as Completed';
  parent.append(element);
  return element;
}

describe('returnFocus', () => {
  it('gives the focus back to the button that asked, once its action has enabled it again', async () => {
    const opener = button();
    opener.disabled = true; // the answer started the action
    returnFocus(opener);
    await new Promise((settled) => setTimeout(settled, 10));
    expect(document.body).toHaveFocus();
    opener.disabled = false;
    opener.textContent = 'Mark as Incomplete';
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives it to the dialog the button stood in when the action has removed the button', async () => {
    const dialog = document.createElement('div');
    dialog.className = 'modal show';
    dialog.setAttribute('role', 'dialog');
    dialog.tabIndex = -1;
    document.body.append(dialog);
    const opener = button(dialog);
    opener.disabled = true;
    returnFocus(opener);
    opener.remove(); // the invoice is paid: no more "Mark as paid"
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('leaves the focus on the page after a click on its background (the user moved on)', async () => {
    const opener = button();
    opener.disabled = true;
    returnFocus(opener);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    opener.disabled = false;
    await new Promise((settled) => setTimeout(settled, 10));
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus where the user has put it meanwhile', async () => {
    const opener = button();
    opener.disabled = true;
    const other = document.createElement('input');
    document.body.append(other);
    returnFocus(opener);
    other.focus();
    opener.disabled = false;
    await new Promise((settled) => setTimeout(settled, 10));
    expect(other).toHaveFocus();
  });
});
