/** Every setting of the app, read once from the build environment (see .env.example). */
const env = import.meta.env;

/** The sibling site's single sign-on page when VITE_SSO_SITE_URL is not set (see .env.example). */
export const DEFAULT_SSO_SITE_URL = 'https://sibling.example.com/sso';

export const config = {
  // Read straight from import.meta.env so the build can drop the mock when it is off.
  mockApi: import.meta.env.VITE_MOCK_API !== 'false',
  daewonApiBase: env.VITE_DAEWON_API_BASE || '/daewon.api',
  membershipApiBase: env.VITE_MEMBERSHIP_API_BASE || '/membership.api',
  authHeader: env.VITE_AUTH_HEADER || 'Authorization',
  authScheme: env.VITE_AUTH_SCHEME ?? 'Bearer',
  /** The sibling site's single sign-on page (decision 15); opened as `<address>?token=<stored token>`. */
  ssoSiteUrl: env.VITE_SSO_SITE_URL || DEFAULT_SSO_SITE_URL,
  appName: env.VITE_APP_NAME || 'Daewon Back Office',
} as const;

/** The storage key of the session token (A §9). */
export const AUTH_TOKEN_KEY = 'AuthToken';
/** Header that marks a call as background: no busy spinner (decision 4). */
export const BACKGROUND_HEADER = 'X-Background-Request';
