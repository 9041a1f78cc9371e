import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/node';
import { signInAs } from '@/test/test-utils';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import {
  getJob,
  jobFiltersToRequest,
  jobKeys,
  updateJob,
  useJob,
  useSetJobCompletion,
  useUpdateJob,
  useUpdateJobInvoiceStatus,
} from './jobs';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('jobs API', () => {
  it('reads a job with its joined names', async () => {
    await signInAs('staff');
    const seeded = db.jobs.find((j) => j.Lots.length > 0)!;
    const job = await getJob(seeded.Id);
    expect(job.Id).toBe(seeded.Id);
    expect(job.BuilderName).not.toBe('');
    expect(job.JobSite?.JobSiteCode).toBeTruthy();
    expect(job.Lots.length).toBe(seeded.Lots.length);
  });

  it('fails with a 404 ApiError for an unknown job', async () => {
    await signInAs('staff');
    await expect(getJob(424242)).rejects.toMatchObject({ status: 404 });
    await expect(getJob(424242)).rejects.toBeInstanceOf(ApiError);
  });

  it('saves notes with PUT of the whole job', async () => {
    await signInAs('staff');
    const job = await getJob(1001);
    const saved = await updateJob({ ...job, Notes: 'Side gate locked' });
    expect(saved.Notes).toBe('Side gate locked');
    expect(db.jobs.find((j) => j.Id === 1001)!.Notes).toBe('Side gate locked');
  });

  it('saves notes and completion on the job as the server has it now, not on the copy read when the page opened', async () => {
    await signInAs('staff');
    const open = db.jobs.find((j) => !j.IsCompleted)!;
    const { result } = renderHook(
      () => ({ job: useJob(open.Id), update: useUpdateJob(), complete: useSetJobCompletion() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.job.data?.Id).toBe(open.Id));
    // meanwhile, another tab (or a colleague) changes the job's address
    db.jobs.find((j) => j.Id === open.Id)!.Address = '999 Tab One Avenue';
    await act(() =>
      result.current.update.mutateAsync({
        id: open.Id,
        change: (latest) => ({ ...latest, Notes: 'Gate code 1234' }),
      }),
    );
    await act(() =>
      result.current.complete.mutateAsync({ id: result.current.job.data!.Id, isCompleted: true }),
    );
    const stored = db.jobs.find((j) => j.Id === open.Id)!;
    expect(stored).toMatchObject({
      Address: '999 Tab One Avenue',
      Notes: 'Gate code 1234',
      IsCompleted: true,
    });
  });

  it('marks a job completed and back, updating the cached detail', async () => {
    await signInAs('staff');
    const open = db.jobs.find((j) => !j.IsCompleted)!;
    const { result } = renderHook(() => ({ job: useJob(open.Id), complete: useSetJobCompletion() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.job.data?.Id).toBe(open.Id));
    await act(() =>
      result.current.complete.mutateAsync({ id: result.current.job.data!.Id, isCompleted: true }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<{ IsCompleted: boolean }>(jobKeys.detail(open.Id))?.IsCompleted).toBe(
        true,
      ),
    );
    const completed = queryClient.getQueryData<{ CompletedDate: string | null }>(jobKeys.detail(open.Id));
    expect(completed?.CompletedDate).toEqual(expect.any(String));
    await act(() =>
      result.current.complete.mutateAsync({ id: result.current.job.data!.Id, isCompleted: false }),
    );
    await waitFor(() => expect(result.current.job.data?.IsCompleted).toBe(false));
    expect(result.current.job.data?.CompletedDate).toBeNull();
  });

  it('surfaces the server message when changing the invoice status fails', async () => {
    await signInAs('staff');
    mockControl.fail('PUT', '/invoiceStatus/', { status: 500, message: 'database offline' });
    const { result } = renderHook(() => useUpdateJobInvoiceStatus(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 1001, invoiceStatusId: 2 })).rejects.toMatchObject({
        message: 'database offline',
      });
    });
  });

  it('maps the filters to the request, leaving out empty and zero ids', () => {
    expect(
      jobFiltersToRequest({
        builderId: 0,
        jobSiteId: 3,
        lotNumber: ' 112 ',
        address: '',
        status: 'Completed',
        invoiceStatusId: 0,
        startDate: '2026-11-01',
        endDate: null,
      }),
    ).toEqual({
      jobSiteId: 3,
      lotNumber: '112',
      status: 'Completed',
      invoiceStatusId: 0,
      startDate: '2026-11-01',
    });
  });
});
