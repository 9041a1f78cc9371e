import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '@/components/feedback';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
