import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { ExistingWorkLogsQuery, NewWorkLog, WorkLog } from '@/api/work-logs';
import type { CallOptions } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import {
  findEarlierAttempt,
  isNoConnection,
  Outbox,
  outboxUserKey,
  retryDelayMs,
  type OutboxApi,
  type OutboxRecord,
} from './outbox-core';

const JOB = { job: 'Brookfield - Maple Ridge - L12' };

function newLog(description: string, over: Partial<NewWorkLog> = {}): NewWorkLog {
  return {
    SubcontractorId: 7,
    JobId: 3,
    JobTypeId: 2,
    StatusId: 1,
    RecordType: 'Regular',
    Description: description,
    Quantity: '10 sq',
    RequestedAmount: null,
    ...over,
  };
}

/** A server: stores created logs; can lose an answer after storing, or refuse with a 400. */
function fakeServer() {
  const records: WorkLog[] = [];
  const calls: string[] = [];
  let next = 100;
  const faults: Array<'ok' | 'network' | 'lost' | 'refuse' | 'server' | 'hang'> = [];
  /** the options each call was sent with */
  const sentWith: CallOptions[] = [];
  const never = <T>() => new Promise<T>(() => undefined);
  const fail = (kind: 'network' | 'refuse' | 'server') => {
    const config = { headers: new AxiosHeaders() };
    if (kind === 'network') return new AxiosError('Network Error', 'ERR_NETWORK', config);
    const status = kind === 'refuse' ? 400 : 503;
    const response = {
      status,
      statusText: kind === 'refuse' ? 'Bad Request' : 'Service Unavailable',
      data: { Message: kind === 'refuse' ? 'Please select a record type.' : 'Down' },
      headers: {},
      config,
    } as AxiosResponse;
    return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  const store = (log: NewWorkLog): WorkLog => {
    const saved: WorkLog = {
      ...log,
      Id: next++,
      UnitPrice: null,
      ApprovedAmount: null,
      ReadyForPayment: false,
      ModifiedDate: new Date().toISOString(),
    };
    records.push(saved);
    return saved;
  };
  const api: OutboxApi = {
    create: vi.fn(async (log: NewWorkLog, options: CallOptions) => {
      calls.push(`create ${log.Description}`);
      sentWith.push(options);
      const fault = faults.shift();
      // stored, and no answer ever comes back
      if (fault === 'hang') {
        store(log);
        return never<WorkLog>();
      }
      if (fault === 'network') throw fail('network');
      if (fault === 'refuse') throw fail('refuse');
      if (fault === 'server') throw fail('server');
      const saved = store(log);
      if (fault === 'lost') throw fail('network');
      return saved;
    }),
    update: vi.fn(async (log: WorkLog, options: CallOptions) => {
      calls.push(`update ${log.Id}`);
      sentWith.push(options);
      const fault = faults.shift();
      if (fault === 'hang') return never<WorkLog>();
      if (fault === 'network') throw fail('network');
      return log;
    }),
    existing: vi.fn(async (q: ExistingWorkLogsQuery, options: CallOptions) => {
      calls.push('existing');
      sentWith.push(options);
      return records.filter(
        (r) =>
          r.SubcontractorId === q.SubcontractorId &&
          q.JobIds.includes(r.JobId) &&
          q.JobTypeIds.includes(r.JobTypeId),
      );
    }),
  };
  return { api, records, calls, faults, sentWith };
}

function memoryStorage() {
  const data = new Map<string, OutboxRecord>();
  return {
    data,
    read: async (user: string) => structuredClone(data.get(user)),
    write: async (user: string, record: OutboxRecord) => void data.set(user, structuredClone(record)),
  };
}

function setup({ callTimeoutMs }: { callTimeoutMs?: number } = {}) {
  const server = fakeServer();
  const storage = memoryStorage();
  const onSent = vi.fn();
  let offline = false;
  const outbox = new Outbox({ storage, api: server.api, onSent, isOffline: () => offline, callTimeoutMs });
  return {
    server,
    storage,
    outbox,
    onSent,
    goOffline: (v: boolean) => (offline = v),
    /** a new Outbox over the same storage: a reload of the page */
    reload: () => new Outbox({ storage, api: server.api, onSent, isOffline: () => offline }),
  };
}

const creates = (...descriptions: string[]) =>
  descriptions.map((d) => ({ kind: 'create' as const, log: newLog(d), labels: JOB }));

describe('work-log outbox', () => {
  it('keeps entries across a reload and sends them once, in the order typed', async () => {
    const { outbox, server, reload, onSent } = setup();
    await outbox.add('sub@example.com', creates('first', 'second'), { attempted: false });
    await outbox.add('sub@example.com', creates('third'), { attempted: false });

    const again = reload();
    expect((await again.load('sub@example.com')).map((e) => e.log.Description)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(await again.send('sub@example.com')).toBe('done');
    expect(server.calls).toEqual(['create first', 'create second', 'create third']);
    expect(server.records.map((r) => r.Description)).toEqual(['first', 'second', 'third']);
    expect(await again.load('sub@example.com')).toEqual([]);
    expect(onSent).toHaveBeenCalledTimes(1);
    // nothing left: a second pass sends nothing
    expect(await again.send('sub@example.com')).toBe('done');
    expect(server.records).toHaveLength(3);
  });

  it('keeps each user’s entries apart', async () => {
    const { outbox, server } = setup();
    await outbox.add(outboxUserKey('Sub@Example.com '), creates('mine'), { attempted: false });
    await outbox.add('other@example.com', creates('theirs'), { attempted: false });

    expect((await outbox.load('sub@example.com')).map((e) => e.log.Description)).toEqual(['mine']);
    expect((await outbox.load('other@example.com')).map((e) => e.log.Description)).toEqual(['theirs']);
    await outbox.send('sub@example.com');
    expect(server.calls).toEqual(['create mine']);
    expect(await outbox.load('sub@example.com')).toEqual([]);
    expect(await outbox.load('other@example.com')).toHaveLength(1);
  });

  it('stops at no connection, keeps the order, and goes on from there later', async () => {
    const { outbox, server, goOffline } = setup();
    await outbox.add('u', creates('a', 'b', 'c'), { attempted: false });
    server.faults.push('ok', 'network');

    expect(await outbox.send('u')).toBe('retry');
    // a was confirmed; b failed with no answer and waits, c was not tried before b
    expect(server.calls).toEqual(['create a', 'create b']);
    expect((await outbox.load('u')).map((e) => [e.log.Description, e.state, e.attempted])).toEqual([
      ['b', 'waiting', true],
      ['c', 'waiting', false],
    ]);

    goOffline(true);
    expect(await outbox.send('u')).toBe('retry');
    expect(server.calls).toHaveLength(2);

    goOffline(false);
    expect(await outbox.send('u')).toBe('done');
    // b's earlier attempt stored nothing: the check finds none and it is sent; then c
    expect(server.calls.slice(2)).toEqual(['existing', 'create b', 'create c']);
    expect(server.records.map((r) => r.Description)).toEqual(['a', 'b', 'c']);
  });

  it('does not send twice when the server stored it but the answer was lost', async () => {
    const { outbox, server } = setup();
    await outbox.add('u', creates('lost answer'), { attempted: false });
    server.faults.push('lost');

    expect(await outbox.send('u')).toBe('retry');
    expect(server.records).toHaveLength(1);
    expect(await outbox.send('u')).toBe('done');
    expect(server.calls).toEqual(['create lost answer', 'existing']);
    expect(server.records).toHaveLength(1);
    expect(await outbox.load('u')).toEqual([]);
  });

  it('gives up a call that gets no answer, and later sends without doubling what the server stored', async () => {
    vi.useFakeTimers();
    try {
      const { outbox, server } = setup({ callTimeoutMs: 30_000 });
      await outbox.add('u', creates('hung'), { attempted: false });
      server.faults.push('hang');

      const first = outbox.send('u');
      await vi.advanceTimersByTimeAsync(29_999);
      expect((await outbox.load('u'))[0]?.state).toBe('sending');
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toBe('retry');
      // the request was told to stop, and was a background one (no spinner for what the user did not ask now)
      expect(server.sentWith[0]?.signal?.aborted).toBe(true);
      expect(server.sentWith[0]?.background).toBe(true);
      expect((await outbox.load('u')).map((e) => [e.state, e.attempted])).toEqual([['waiting', true]]);

      // the next pass is not held by the hung call: it finds the stored record and creates nothing again
      expect(await outbox.send('u')).toBe('done');
      expect(server.calls).toEqual(['create hung', 'existing']);
      expect(server.records).toHaveLength(1);
      expect(server.sentWith.every((o) => o.background === true)).toBe(true);
      expect(server.sentWith[1]?.signal?.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up an edit that gets no answer; it waits and is sent again', async () => {
    vi.useFakeTimers();
    try {
      const { outbox, server } = setup({ callTimeoutMs: 1000 });
      const log = {
        ...newLog('edited'),
        Id: 5,
        UnitPrice: null,
        ApprovedAmount: null,
        ReadyForPayment: false,
      };
      await outbox.add('u', [{ kind: 'update', log, labels: JOB }], { attempted: false });
      server.faults.push('hang');
      const first = outbox.send('u');
      await vi.advanceTimersByTimeAsync(1000);
      expect(await first).toBe('retry');
      expect((await outbox.load('u'))[0]?.state).toBe('waiting');
      expect(await outbox.send('u')).toBe('done');
      expect(server.calls).toEqual(['update 5', 'update 5']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks before sending an entry whose first save may have reached the server', async () => {
    const { outbox, server } = setup();
    // the dialog's save went out and no answer came back, but the server had stored it
    server.records.push({
      ...newLog('typed once'),
      Id: 1,
      UnitPrice: null,
      ApprovedAmount: null,
      ReadyForPayment: false,
      ModifiedDate: new Date().toISOString(),
    });
    await outbox.add('u', creates('typed once'), { attempted: true });
    expect(await outbox.send('u')).toBe('done');
    expect(server.calls).toEqual(['existing']);
    expect(server.records).toHaveLength(1);
  });

  it('sends two identical entries twice: a record found for one is not taken for the other', async () => {
    const { outbox, server } = setup();
    await outbox.add('u', creates('same', 'same'), { attempted: false });
    server.faults.push('lost', 'network');

    expect(await outbox.send('u')).toBe('retry');
    expect(await outbox.send('u')).toBe('retry');
    expect(await outbox.send('u')).toBe('done');
    expect(server.records.map((r) => r.Description)).toEqual(['same', 'same']);
  });

  it('a 400 puts the entry back for editing with the server’s message, and the others go on', async () => {
    const { outbox, server } = setup();
    await outbox.add('u', creates('bad', 'good'), { attempted: false });
    server.faults.push('refuse');

    expect(await outbox.send('u')).toBe('done');
    const [refused] = await outbox.load('u');
    expect(refused).toMatchObject({
      state: 'refused',
      error: 'Please select a record type.',
      attempted: false,
    });
    expect(server.records.map((r) => r.Description)).toEqual(['good']);

    // not retried by itself
    expect(await outbox.send('u')).toBe('done');
    expect(server.calls).toEqual(['create bad', 'create good']);

    // edited, it waits again and is sent
    await outbox.edit('u', refused.key, { ...refused.log, Description: 'fixed' } as NewWorkLog);
    expect((await outbox.load('u'))[0]).toMatchObject({ state: 'waiting', error: undefined });
    expect(await outbox.send('u')).toBe('done');
    expect(server.records.map((r) => r.Description)).toEqual(['good', 'fixed']);
  });

  it('retries a server failure later instead of giving up', async () => {
    const { outbox, server } = setup();
    await outbox.add('u', creates('busy'), { attempted: false });
    server.faults.push('server');
    expect(await outbox.send('u')).toBe('retry');
    expect(await outbox.load('u')).toHaveLength(1);
    expect(await outbox.send('u')).toBe('done');
    expect(server.records).toHaveLength(1);
  });

  it('discards an entry without sending it', async () => {
    const { outbox, server } = setup();
    const [entry] = await outbox.add('u', creates('never mind'), { attempted: false });
    expect(await outbox.discard('u', entry.key)).toBe(true);
    expect(await outbox.send('u')).toBe('done');
    expect(server.calls).toEqual([]);
  });

  it('does not discard an entry already sent, nor one being sent', async () => {
    const { outbox, server } = setup();
    const [sent] = await outbox.add('u', creates('sent meanwhile'), { attempted: false });
    expect(await outbox.send('u')).toBe('done');
    expect(await outbox.discard('u', sent.key)).toBe(false);
    expect(server.records).toHaveLength(1);

    // stored by the server, and its answer still on the way
    server.faults.push('hang');
    const [sending] = await outbox.add('u', creates('on its way'), { attempted: false });
    void outbox.send('u');
    await vi.waitFor(() => expect(server.records).toHaveLength(2));
    expect(await outbox.discard('u', sending.key)).toBe(false);
    expect((await outbox.load('u')).map((e) => e.key)).toEqual([sending.key]);
  });

  it('sends an edit with PUT, and a newer edit of the same log replaces the older', async () => {
    const { outbox, server } = setup();
    const log = { ...newLog('x'), Id: 55, UnitPrice: null, ApprovedAmount: null, ReadyForPayment: false };
    await outbox.add('u', [{ kind: 'update', log, labels: JOB }], { attempted: false });
    await outbox.add('u', [{ kind: 'update', log: { ...log, Description: 'y' }, labels: JOB }], {
      attempted: false,
    });
    expect(await outbox.load('u')).toHaveLength(1);
    expect(await outbox.send('u')).toBe('done');
    expect(server.calls).toEqual(['update 55']);
  });

  it('one pass at a time: a second call joins the running one', async () => {
    const { outbox, server } = setup();
    await outbox.add('u', creates('once'), { attempted: false });
    const [a, b] = await Promise.all([outbox.send('u'), outbox.send('u')]);
    expect([a, b]).toEqual(['done', 'done']);
    expect(server.records).toHaveLength(1);
  });
});

describe('findEarlierAttempt', () => {
  const typedAt = '2026-11-26T10:00:00.000Z';
  const record = (over: Partial<WorkLog>): WorkLog => ({
    ...newLog('roof'),
    Id: 9,
    UnitPrice: null,
    ApprovedAmount: null,
    ReadyForPayment: false,
    ModifiedDate: '2026-11-26T10:01:00.000Z',
    ...over,
  });

  it('matches job, job type, record type, description, quantity and subcontractor', () => {
    expect(findEarlierAttempt(newLog('roof'), typedAt, [record({})], new Set())?.Id).toBe(9);
    for (const over of [
      { JobId: 4 },
      { JobTypeId: 5 },
      { RecordType: 'Backcharge' },
      { Description: 'other' },
      { Quantity: '11 sq' },
      { SubcontractorId: 8 },
    ])
      expect(findEarlierAttempt(newLog('roof'), typedAt, [record(over)], new Set())).toBeUndefined();
  });

  it('skips records already taken and records older than the entry', () => {
    expect(findEarlierAttempt(newLog('roof'), typedAt, [record({})], new Set([9]))).toBeUndefined();
    expect(
      findEarlierAttempt(
        newLog('roof'),
        typedAt,
        [record({ ModifiedDate: '2026-11-20T10:00:00.000Z' })],
        new Set(),
      ),
    ).toBeUndefined();
  });
});

describe('isNoConnection', () => {
  it('is a call with no answer, not an answer with an error or a fault in the code', () => {
    const config = { headers: new AxiosHeaders() };
    expect(
      isNoConnection(
        new ApiError({ status: 0, statusText: 'Network Error', message: 'x', isNetworkError: true }),
      ),
    ).toBe(true);
    expect(isNoConnection(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(true);
    expect(isNoConnection(new ApiError({ status: 400, statusText: 'Bad Request', message: 'no' }))).toBe(
      false,
    );
    expect(isNoConnection(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('backs off up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});
