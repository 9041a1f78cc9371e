import { parseRuntimeSettings, resolveConfig, RUNTIME_CONFIG_ELEMENT_ID } from './config';

describe('runtime settings (index.html’s JSON block, written at deploy time)', () => {
  it('reads the known settings that hold text', () => {
    expect(
      parseRuntimeSettings(
        JSON.stringify({
          appName: ' Daewon Test ',
          ssoSiteUrl: 'https://sso.test.example/sso',
          daewonApiBase: 'https://api.test.example/daewon.api',
          membershipApiBase: '/membership.api',
        }),
      ),
    ).toEqual({
      appName: 'Daewon Test',
      ssoSiteUrl: 'https://sso.test.example/sso',
      daewonApiBase: 'https://api.test.example/daewon.api',
      membershipApiBase: '/membership.api',
    });
  });

  it('leaves out unknown names, empty values, other types and text that is not a JSON object', () => {
    expect(parseRuntimeSettings('{"appName":"","authHeader":"X-Token","ssoSiteUrl":42}')).toEqual({});
    expect(parseRuntimeSettings('{}')).toEqual({});
    expect(parseRuntimeSettings('')).toEqual({});
    expect(parseRuntimeSettings(null)).toEqual({});
    expect(parseRuntimeSettings('{"appName":')).toEqual({});
    expect(parseRuntimeSettings('["appName"]')).toEqual({});
    expect(parseRuntimeSettings('"Daewon"')).toEqual({});
  });

  it('a runtime setting wins over the build’s; the others keep the build’s values', () => {
    const built = resolveConfig({});
    const deployed = resolveConfig({
      appName: 'Daewon Test',
      daewonApiBase: 'https://api.test.example/daewon.api',
    });
    expect(deployed.appName).toBe('Daewon Test');
    expect(deployed.daewonApiBase).toBe('https://api.test.example/daewon.api');
    expect(deployed.membershipApiBase).toBe(built.membershipApiBase);
    expect(deployed.ssoSiteUrl).toBe(built.ssoSiteUrl);
    expect(deployed.authHeader).toBe(built.authHeader);
  });

  it('the block in index.html is the one the app reads, and it is empty in the source', async () => {
    const { readFile } = await import('node:fs/promises');
    const { dirname, join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
    const html = await readFile(join(root, 'index.html'), 'utf8');
    // deploy/serve.sh replaces exactly this line
    expect(html).toContain(`<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">{}</script>`);
  });
});
