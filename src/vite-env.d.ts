/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK_API?: string;
  readonly VITE_DAEWON_API_BASE?: string;
  readonly VITE_MEMBERSHIP_API_BASE?: string;
  readonly VITE_AUTH_HEADER?: string;
  readonly VITE_AUTH_SCHEME?: string;
  readonly VITE_SSO_SITE_URL?: string;
  readonly VITE_APP_NAME?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
