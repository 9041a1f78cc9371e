// The Content-Security-Policy's script hashes, computed at build time. index.html keeps its small inline start-up
// script (moving it to a file would add a request before the first data call), so the policy allows exactly that
// script by its SHA-256. The build writes the hashes beside index.html (CSP_HASHES_FILE); deploy/serve.sh puts them
// into the policy. Plain JavaScript (typed in csp.d.mts) so that vite.config.ts imports it by its file name.
import { createHash } from 'node:crypto';

/** The file the build writes beside index.html: the script-src sources of its inline scripts, space-separated. */
export const CSP_HASHES_FILE = 'csp-script-hashes.txt';

/** Script types the browser runs (and CSP's script-src governs); any other type is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** True when a <script type> value makes the script run (no type, a JavaScript type, module, import map). */
export function isExecutableScriptType(type) {
  return EXECUTABLE_TYPES.has((type ?? '').trim().toLowerCase());
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC = /\bsrc\s*=/i;

/** The text of every inline script of an HTML page that the browser would run (data blocks left out). */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, content] of html.matchAll(SCRIPT)) {
    if (SRC.test(attrs)) continue;
    const type = TYPE.exec(attrs);
    if (!isExecutableScriptType(type ? (type[1] ?? type[2] ?? type[3]) : '')) continue;
    // the HTML parser turns CR LF and a lone CR into LF before the browser hashes the script's text
    scripts.push(content.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** The CSP source of a script's text: `'sha256-<base64 digest of its UTF-8 bytes>'`. */
export function scriptHashSource(content) {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The script-src hash sources of a page's inline scripts, each once, in page order. */
export function cspScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(scriptHashSource))];
}

/**
 * Vite plugin: once index.html has its final form (every transformIndexHtml hook has run), writes the hashes of
 * its inline scripts to CSP_HASHES_FILE in the build's output folder.
 * @returns {import('vite').Plugin}
 */
export function cspHashesPlugin() {
  return {
    name: 'csp-script-hashes',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = Object.values(bundle).find(
        (file) => file.type === 'asset' && file.fileName === 'index.html',
      );
      if (!page || page.type !== 'asset') return;
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      this.emitFile({
        type: 'asset',
        fileName: CSP_HASHES_FILE,
        source: `${cspScriptHashes(html).join(' ')}\n`,
      });
    },
  };
}
