import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  it('is an image of the given name, drawn inline at the given size', () => {
    const { container } = render(<Logo size={28} label="Logo" />);
    const logo = screen.getByRole('img', { name: 'Logo' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveAttribute('width', '28');
    expect(container.querySelector('img')).toBeNull();
  });

  it('without a name is decoration, hidden from assistive technology', () => {
    const { container } = render(<Logo size={48} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the same shapes as public/logo.svg, the favicon', () => {
    const file = new DOMParser().parseFromString(
      readFileSync('public/logo.svg', 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const { container } = render(<Logo size={32} />);
    const drawn = container.querySelector('svg') as SVGSVGElement;
    const shapes = (svg: Element) =>
      [...svg.children].map((shape) => [
        shape.tagName,
        Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
      ]);
    expect(drawn.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
    expect(shapes(drawn)).toEqual(shapes(file));
  });
});
