// npm run favicon: draws the favicons public/favicon-32.png and public/favicon-64.png from the logo's drawing,
// src/components/brand/logo.svg (the same drawing as the inline logo, components/brand/logo.tsx; a unit test holds
// the two together). Run it after changing the drawing and commit the PNGs.
// Why PNG: Chrome loads and decodes a page's favicon in the page's own renderer; an SVG favicon made it build an
// SVG document there, about 30-50 ms of the main thread at 4x CPU slowdown while the first screen was loading.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FAVICON_SIZES = [32, 64];

const svg = readFileSync(`${ROOT}src/components/brand/logo.svg`, 'utf8');
const found = findChromium();
if (!found) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs` first');
const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS });
try {
  for (const size of FAVICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${sized}</body>`);
    const file = `public/favicon-${size}.png`;
    writeFileSync(`${ROOT}${file}`, await page.screenshot({ omitBackground: true }));
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
