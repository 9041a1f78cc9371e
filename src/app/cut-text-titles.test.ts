import { afterEach, describe, expect, it } from 'vitest';
import { followCutTexts } from './cut-text-titles';

/** A picker's control with its value and its input on top; jsdom lays nothing out, so the widths are given. */
function picker(text: string, scrollWidth: number, clientWidth = 100) {
  const control = document.createElement('div');
  control.className = 'picker__control';
  control.innerHTML = `<div class="picker__single-value">${text}</div><input />`;
  const value = control.firstElementChild!;
  Object.defineProperty(value, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(value, 'clientWidth', { configurable: true, get: () => clientWidth });
  document.body.append(control);
  return { control, value, input: control.querySelector('input')! };
}

const hover = (el: Element) => el.dispatchEvent(new Event('pointerover', { bubbles: true }));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('followCutTexts', () => {
  it("titles a picker with its value's whole text while the value is cut, and only then", () => {
    stop = followCutTexts();
    const cut = picker('Double 4 Dutch Lap Vinyl Siding - Clay', 180);
    const fits = picker('Clay', 40);
    hover(cut.input);
    hover(fits.value);
    expect(cut.control).toHaveAttribute('title', 'Double 4 Dutch Lap Vinyl Siding - Clay');
    expect(fits.control).not.toHaveAttribute('title');

    // the box grew (a wider window): the title it set goes
    Object.defineProperty(cut.value, 'clientWidth', { configurable: true, get: () => 200 });
    hover(cut.value);
    expect(cut.control).not.toHaveAttribute('title');
  });

  it("leaves a control's own title alone, and a picker with no value", () => {
    stop = followCutTexts();
    const own = picker('Some long value', 300);
    own.control.title = 'Its own';
    const empty = document.createElement('div');
    empty.className = 'picker__control';
    document.body.append(empty);
    hover(own.input);
    hover(empty);
    expect(own.control).toHaveAttribute('title', 'Its own');
    expect(empty).not.toHaveAttribute('title');
  });

  it('stops listening when asked', () => {
    followCutTexts()();
    const cut = picker('A cut value', 300);
    hover(cut.input);
    expect(cut.control).not.toHaveAttribute('title');
  });
});
