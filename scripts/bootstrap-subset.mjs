// The build's copy of Bootstrap's stylesheet without the rules no screen can use (issue 27): Bootstrap ships every
// component, colour variant and responsive utility (232 KB); the browser parses all of it and files every rule before
// the first paint of every page, the sign-in page too. PurgeCSS keeps a rule when the class names, element names
// and attributes its selector needs occur in the app's source (our components, the locales, index.html) or in the
// source of react-bootstrap, which writes Bootstrap's class names into the page. The class names react-bootstrap
// puts together at run time from a prop (`btn-${variant}`, `col-${breakpoint}-${span}`, `bg-${bg}`...) occur in no
// file whole: their families are kept as they are (KEPT_FAMILIES). A class name our own code puts together from a
// variable (`w-${n}`) is in no file either: write class names whole, or keep their family here. The development
// server serves Bootstrap whole; e2e/bootstrap-subset.spec.ts compares screens of the build with the whole of it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PurgeCSS } from 'purgecss';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bootstrap's stylesheet as the app imports it (src/app/main.tsx). */
export const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

/** What can write a class name into the page: the app, its texts, its page, and the components that render Bootstrap. */
export const CONTENT = [
  'index.html',
  'src/**/*.{ts,tsx}',
  'locales/**/*.json',
  'node_modules/react-bootstrap/esm/*.js',
  'node_modules/@restart/ui/esm/*.js',
].map((glob) => join(ROOT, glob));

/**
 * Class families whose names react-bootstrap builds from a prop, or that its components switch on and off (the
 * open, active and animated states): kept whole.
 */
export const KEPT_FAMILIES = [
  // Button, ToggleButton, ButtonGroup, CloseButton: btn-{variant}, btn-{size}, btn-group-{size}, btn-check, btn-close
  /^btn/,
  // Alert, Badge, Card, Navbar, ProgressBar, Toast: {bg}, text-bg-{bg}, text-{text}, border-{border}
  /^alert/,
  /^(text-)?bg-/,
  /^text-(primary|secondary|success|danger|warning|info|light|dark|white|black|body|muted|reset)/,
  /^border/,
  /^badge/,
  /^card/,
  // Table: table-{variant}, table-responsive-{breakpoint}
  /^table/,
  // Spinner: spinner-{animation}-{size}
  /^spinner/,
  // Col, Row, Container: col-{breakpoint}-{span}, offset-, order-, row-cols-, container-{breakpoint}
  /^(col|row|offset|order|container)/,
  // Form controls: form-control-{size}, form-select-{size}, form-check-inline, form-switch, validation states
  /^(form|input-group|was-validated|is-valid|is-invalid|valid-|invalid-)/,
  // Modal, Dropdown, Nav, Navbar, Toast, ProgressBar, ListGroup, Breadcrumb, placeholders, pager
  /^(modal|drop|nav|toast|progress|list-group|breadcrumb|pagination|page-|placeholder)/,
  // the states the components switch
  /^(show|showing|hide|fade|collapse|collapsing|collapse-horizontal|active|disabled)$/,
  /^(visually-hidden|rounded|img-|position-|top-|bottom-|start-|end-|translate-middle)/,
];

/** The page's own elements: Bootstrap's base styles of html and body stay whatever the scan finds. */
const KEPT_SELECTORS = ['html', 'body', ':root'];

/**
 * Bootstrap's stylesheet with only the rules the app can use.
 * @param {string} css Bootstrap's stylesheet
 * @param {{ content?: Array<string | { raw: string, extension: string }> }} [options] where class names can come
 *   from: globs or texts (default: CONTENT)
 * @returns {Promise<{ css: string, rejected: string[] }>}
 */
export async function bootstrapSubset(css, { content = CONTENT } = {}) {
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    safelist: { standard: [...KEPT_SELECTORS, ...KEPT_FAMILIES], greedy: [] },
    // custom properties, @keyframes and @font-face stay (the defaults)
    rejected: true,
  });
  return { css: result.css, rejected: result.rejected ?? [] };
}

/**
 * Build only: Bootstrap's stylesheet goes into the bundle as its subset (before the file is named by its content).
 * @returns {import('vite').Plugin}
 */
export function bootstrapSubsetPlugin() {
  return {
    name: 'bootstrap-subset',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!BOOTSTRAP_CSS.test(id.replace(/\?.*$/, ''))) return null;
      const { css } = await bootstrapSubset(code);
      return { code: css, map: null };
    },
  };
}
