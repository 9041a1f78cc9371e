import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config';
import { setDemoControls } from '@/lib/demo';
import { initI18n, i18next } from '@/lib/i18n';
import { legacyHashTarget } from '@/lib/routing';
import { App } from './app';

async function boot() {
  // Old bookmarks (/#!/jobs/12) go to the clean URL (decision 1).
  const legacy = legacyHashTarget(window.location.hash);
  if (legacy) window.history.replaceState(null, '', legacy);

  // The demo API. With VITE_MOCK_API=false this branch, and the mock's code, is not in the build.
  if (import.meta.env.VITE_MOCK_API !== 'false') {
    const { startMockApi } = await import('../../mocks/browser');
    setDemoControls(await startMockApi());
  }
  await initI18n();
  document.title = config.appName;
  document.documentElement.lang = i18next.language;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
