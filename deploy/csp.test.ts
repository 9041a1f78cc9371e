import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import {
  CSP_HASHES_FILE,
  cspScriptHashes,
  inlineScripts,
  isExecutableScriptType,
  scriptHashSource,
} from './csp.mjs';

// (a path string: the test's URL class is jsdom's)
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

describe('CSP script hashes', () => {
  it('hashes a script’s UTF-8 text with SHA-256 (vectors from openssl dgst -sha256 -binary | base64)', () => {
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHashSource('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });

  it('takes the inline scripts that run and leaves out external scripts and data blocks', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module" src="/assets/index.js"></script>',
      '<script id="app-config" type="application/json">{"appName":"x"}</script>',
      "<script type='module'>a\r\nb</script>",
      '<SCRIPT TYPE="text/javascript">alert(1)</SCRIPT>',
      '<script type="importmap">{}</script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['alert(1)', 'a\nb', 'alert(1)', '{}']);
    // each once, CR LF hashed as the parser leaves it (LF)
    expect(cspScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='",
      scriptHashSource('{}'),
    ]);
    expect(isExecutableScriptType('application/json')).toBe(false);
    expect(isExecutableScriptType(undefined)).toBe(true);
  });

  it('the production build lists exactly the hashes of its index.html’s inline scripts', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const mock = process.env.VITE_MOCK_API;
    process.env.NODE_ENV = 'production';
    process.env.VITE_MOCK_API = 'false';
    let output: Rollup.RollupOutput | Rollup.RollupOutput[] | Rollup.RollupWatcher;
    try {
      output = await build({
        root: ROOT,
        configFile: join(ROOT, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { write: false },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
      if (mock === undefined) delete process.env.VITE_MOCK_API;
      else process.env.VITE_MOCK_API = mock;
    }
    const files = (Array.isArray(output) ? output : [output as Rollup.RollupOutput]).flatMap((o) => o.output);
    const text = (name: string) => {
      const file = files.find((f) => f.fileName === name);
      if (!file || file.type !== 'asset') throw new Error(`the build has no ${name}`);
      return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
    };
    const html = text('index.html');
    const listed = text(CSP_HASHES_FILE).trim().split(/\s+/).filter(Boolean);

    // the page as a browser parses it (jsdom's parser); its running inline scripts hashed with WebCrypto
    const document = new DOMParser().parseFromString(html, 'text/html');
    const running = [...document.querySelectorAll('script')].filter(
      (s) => !s.src && ['', 'module', 'text/javascript'].includes(s.type),
    );
    expect(running.length).toBeGreaterThan(0);
    const expected = await Promise.all(
      running.map(async (s) => {
        const digest = await crypto.subtle.digest('SHA-256', Buffer.from(s.textContent ?? '', 'utf8'));
        return `'sha256-${Buffer.from(digest).toString('base64')}'`;
      }),
    );
    expect(listed).toEqual(expected);
    // the runtime settings block is in the page, empty, and needs no hash (it is not run)
    const settings = document.getElementById('app-config');
    expect(settings?.getAttribute('type')).toBe('application/json');
    expect(settings?.textContent).toBe('{}');
  }, 240_000);
});
