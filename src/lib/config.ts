/**
 * Every setting of the app: read once from the build environment (see .env.example), then overridden by the
 * deployment's runtime settings (docs/runtime-config.md).
 *
 * Runtime settings: `index.html` carries a JSON data block, `<script id="app-config" type="application/json">`,
 * empty (`{}`) in the build and rewritten by the server at deploy time (deploy/serve.sh). It is read here
 * synchronously, with the page, so that no extra request runs before the app starts; a JSON block is never
 * executed, so the Content-Security-Policy needs no hash for it.
 */
const env = import.meta.env;

/** The sibling site's single sign-on page when VITE_SSO_SITE_URL is not set (see .env.example). */
export const DEFAULT_SSO_SITE_URL = 'https://sibling.example.com/sso';

/** The id of index.html's runtime settings block. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';

/** The settings a deployment may change without rebuilding, as the JSON block names them. */
export const RUNTIME_SETTINGS = ['daewonApiBase', 'membershipApiBase', 'ssoSiteUrl', 'appName'] as const;
export type RuntimeSetting = (typeof RUNTIME_SETTINGS)[number];
export type RuntimeSettings = Partial<Record<RuntimeSetting, string>>;

/**
 * The runtime settings of a JSON text: the known names holding a non-empty string; anything else (unknown
 * names, other types, text that is not a JSON object) is left out, so the build's own value stays.
 */
export function parseRuntimeSettings(text: string | null | undefined): RuntimeSettings {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const settings: RuntimeSettings = {};
  for (const name of RUNTIME_SETTINGS) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.trim()) settings[name] = entry.trim();
  }
  return settings;
}

function readRuntimeSettings(): RuntimeSettings {
  if (typeof document === 'undefined') return {};
  return parseRuntimeSettings(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}

/** The settings: the runtime value of a setting when the deployment gives one, else the build's. */
export function resolveConfig(runtime: RuntimeSettings) {
  return {
    // Read straight from import.meta.env so the build can drop the mock when it is off.
    mockApi: import.meta.env.VITE_MOCK_API !== 'false',
    daewonApiBase: runtime.daewonApiBase || env.VITE_DAEWON_API_BASE || '/daewon.api',
    membershipApiBase: runtime.membershipApiBase || env.VITE_MEMBERSHIP_API_BASE || '/membership.api',
    authHeader: env.VITE_AUTH_HEADER || 'Authorization',
    authScheme: env.VITE_AUTH_SCHEME ?? 'Bearer',
    /** The sibling site's single sign-on page (decision 15); opened as `<address>?token=<stored token>`. */
    ssoSiteUrl: runtime.ssoSiteUrl || env.VITE_SSO_SITE_URL || DEFAULT_SSO_SITE_URL,
    appName: runtime.appName || env.VITE_APP_NAME || 'Daewon Back Office',
  } as const;
}

export const config = resolveConfig(readRuntimeSettings());

/** The storage key of the session token (A §9). */
export const AUTH_TOKEN_KEY = 'AuthToken';
/** Header that marks a call as background: no busy spinner (decision 4). */
export const BACKGROUND_HEADER = 'X-Background-Request';
