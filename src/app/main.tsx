import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config';
import { initI18n } from '@/lib/i18n';

async function boot() {
  if (config.mockApi) {
    const { startMockApi } = await import('../../mocks/browser');
    await startMockApi();
  }
  await initI18n();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <div />
    </StrictMode>,
  );
}

void boot();
