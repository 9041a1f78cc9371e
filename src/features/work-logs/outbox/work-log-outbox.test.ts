import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestOutboxSend, workLogOutbox } from './work-log-outbox';

describe('the outbox sender', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again by backoff while the browser says it is offline: an online event may never come', async () => {
    vi.useFakeTimers();
    const send = vi.spyOn(workLogOutbox, 'send').mockResolvedValue('retry');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    requestOutboxSend('outbox-test-user');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    // 2 s, then 4 s
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(send).toHaveBeenCalledTimes(3);
    // sent: no more tries
    send.mockResolvedValue('done');
    await vi.advanceTimersByTimeAsync(8000);
    expect(send).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(4);
  });
});
