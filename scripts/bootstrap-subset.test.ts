import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_CSS, bootstrapSubset } from './bootstrap-subset.mjs';

const path = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css');
const bootstrap = readFileSync(path, 'utf8');

describe("the build's Bootstrap subset", () => {
  it('takes the stylesheet the app imports', () => {
    expect(BOOTSTRAP_CSS.test(path)).toBe(true);
    expect(BOOTSTRAP_CSS.test('/app/src/app/bootstrap-images.css')).toBe(false);
  });

  it("keeps what the app's source and react-bootstrap can put in the page, and drops the rest", async () => {
    const { css, rejected } = await bootstrapSubset(bootstrap);
    expect(css.length).toBeLessThan(bootstrap.length * 0.7);
    // written in the source, or built by react-bootstrap from a prop (btn-{variant}, col-{breakpoint}-{span}...)
    for (const selector of [
      '.btn-outline-danger',
      '.btn-check:checked+.btn',
      '.col-md-4',
      '.col-sm-9',
      '.d-md-inline',
      '.modal-dialog',
      '.form-control.is-invalid',
      '.invalid-feedback',
      '.text-bg-warning',
      '.bg-dark',
      '.toast',
      '.spinner-border-sm',
      '.placeholder-glow',
      '.visually-hidden',
      '[data-bs-theme=dark]',
    ]) {
      expect(rejected, selector).not.toContain(selector);
      expect(css.includes(selector), selector).toBe(true);
    }
    // nothing in the app asks for these
    for (const selector of ['.display-1', '.sticky-xl-top', '.link-underline-primary', '.d-print-none'])
      expect(rejected, selector).toContain(selector);
  });

  it('keeps a utility as soon as a file names it', async () => {
    const used = [{ raw: '<div className="w-75 d-print-none">', extension: 'tsx' }];
    const { rejected } = await bootstrapSubset(bootstrap, { content: used });
    expect(rejected).not.toContain('.w-75');
    expect(rejected).not.toContain('.d-print-none');
    expect(rejected).toContain('.w-25');
  });
});
