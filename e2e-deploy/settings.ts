/** The runtime settings the smoke test deploys with (playwright.deploy.config.ts): the app must show and use them. */
export const DEPLOY_SETTINGS = {
  APP_NAME: 'Daewon Back Office (smoke test)',
  SSO_SITE_URL: 'https://sso.smoke-test.example/sso',
  // the deployment's other settings: files held in cloud storage, violations reported, the proxy in front believed
  FILE_ORIGINS: 'https://files.smoke-test.example',
  CSP_REPORT_URI: '/csp-report',
  TRUSTED_PROXIES: '127.0.0.1',
} as const;
