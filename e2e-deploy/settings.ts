/** The runtime settings the smoke test deploys with (playwright.deploy.config.ts): the app must show and use them. */
export const DEPLOY_SETTINGS = {
  APP_NAME: 'Daewon Back Office (smoke test)',
  SSO_SITE_URL: 'https://sso.smoke-test.example/sso',
} as const;
