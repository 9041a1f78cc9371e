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

  it('draws the same shapes as logo.svg, the drawing the favicons are made from', () => {
    const file = new DOMParser().parseFromString(
      readFileSync('src/components/brand/logo.svg', 'utf8'),
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

  it('has its favicons: PNG files of the sizes index.html declares (npm run favicon draws them)', () => {
    const html = readFileSync('index.html', 'utf8');
    const icons = [...html.matchAll(/<link rel="icon" type="image\/png" sizes="(\d+)x\1" href="\/([^"]+)"/g)];
    expect(icons.map((icon) => icon[2])).toEqual(['favicon-32.png', 'favicon-64.png']);
    expect(html).not.toMatch(/rel="icon"[^>]*svg/);
    for (const [, size, file] of icons) {
      const png = readFileSync(`public/${file}`);
      // the PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
  });
});
