import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTableAnswered } from './use-table-answered';

function Probe({ queryKey }: { queryKey: readonly unknown[] }) {
  return <output>{useTableAnswered(queryKey) ? 'answered' : 'waiting'}</output>;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe queryKey={['logs', 'list', 7]} />
    </QueryClientProvider>,
  );
  return client;
}

// back online inside act: a request held back then resumes while the probe is still on screen
afterEach(async () => {
  await act(async () => onlineManager.setOnline(true));
});

describe('useTableAnswered', () => {
  it('waits for a page of the table, any page or order, and not for another table', () => {
    const client = setup();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => client.setQueryData(['logs', 'list', 8, { start: 0 }], { data: [] }));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => client.setQueryData(['logs', 'list', 7, { start: 50 }], { data: [] }));
    expect(screen.getByText('answered')).toBeInTheDocument();
  });

  it('counts a failed load as its answer', async () => {
    const client = setup();
    await act(() =>
      client
        .fetchQuery({
          queryKey: ['logs', 'list', 7, { start: 0 }],
          queryFn: () => Promise.reject(new Error('down')),
        })
        .catch(() => undefined),
    );
    expect(screen.getByText('answered')).toBeInTheDocument();
  });

  it('does not wait for a request held back offline', async () => {
    const client = setup();
    act(() => onlineManager.setOnline(false));
    act(() => {
      void client.prefetchQuery({
        queryKey: ['logs', 'list', 7, { start: 0 }],
        queryFn: () => ({ data: [] }),
      });
    });
    expect(await screen.findByText('answered')).toBeInTheDocument();
  });
});
