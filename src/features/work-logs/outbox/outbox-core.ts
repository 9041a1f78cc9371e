import type { ExistingWorkLogsQuery, NewWorkLog, WorkLog } from '@/api/work-logs';
import type { CallOptions } from '@/lib/api-client';
import { ApiError, toApiError } from '@/lib/api-error';
import { browserOffline } from '@/lib/connection';

/*
 * The subcontractor's work-log outbox (issue 25 §1): work logs whose save found no connection wait here, per
 * signed-in user, and are sent by themselves in the order typed. No UI and no storage technology here: the
 * storage (IndexedDB in the browser) and the API calls are handed in, so that the rules are tested alone.
 */

/** What an entry shows in the "Waiting to send" rows while its job's and job type's names are not at hand. */
export interface OutboxLabels {
  /** the job as the picker showed it ("Builder - Site - Lot") */
  job: string;
  /** the job type's and the status's names when saved: shown when their lists are not at hand (no connection) */
  jobType?: string;
  status?: string;
}

interface EntryBase {
  /** unique in the user's outbox */
  key: string;
  /** the order typed */
  seq: number;
  /** when it was typed (ISO) */
  createdAt: string;
  /** waiting (to be sent), sending, or refused by the server (a 400: editable, not retried) */
  state: 'waiting' | 'sending' | 'refused';
  /** the server's message of a refusal, shown as text */
  error?: string;
  /**
   * A send may have reached the server (no answer came back): before sending again, the subcontractor's logs
   * are searched for it.
   */
  attempted: boolean;
  labels: OutboxLabels;
}

/** A new work log (POST /api/worklog) or an edit of one (PUT /api/worklog/{id}, the whole record). */
export type OutboxEntry = EntryBase &
  ({ kind: 'create'; log: NewWorkLog } | { kind: 'update'; log: WorkLog });

/** One user's outbox as stored. */
export interface OutboxRecord {
  entries: OutboxEntry[];
  nextSeq: number;
  /** ids of the logs this outbox has seen created: an earlier entry's record is never taken for a later one */
  sentIds: number[];
}

export interface OutboxStorage {
  read(user: string): Promise<OutboxRecord | undefined>;
  write(user: string, record: OutboxRecord): Promise<void>;
}

/** The outbox's calls; each is sent in the background (no spinner) and given up after a while (`signal`). */
export interface OutboxApi {
  create(log: NewWorkLog, options: CallOptions): Promise<WorkLog>;
  update(log: WorkLog, options: CallOptions): Promise<WorkLog>;
  /** the subcontractor's documented list of logs for jobs and job types (decision 6) */
  existing(query: ExistingWorkLogsQuery, options: CallOptions): Promise<WorkLog[]>;
}

/** How a sending run ended. */
export type SendResult =
  /** nothing left to send (refused entries wait for the user) */
  | 'done'
  /** no connection, or the server failed: try again later */
  | 'retry'
  /** the session ended (401): wait for a new sign-in */
  | 'stopped';

export interface OutboxOptions {
  storage: OutboxStorage;
  api: OutboxApi;
  /** true when the browser says it has no connection */
  isOffline?: () => boolean;
  /** called after entries were confirmed by the server (the tables reload) */
  onSent?: (user: string) => void;
  /** runs a sending pass alone across this browser's tabs (Web Locks), when the browser offers it */
  exclusive?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  now?: () => Date;
  /** how long a call may go without an answer before it counts as one that got none (default CALL_TIMEOUT_MS) */
  callTimeoutMs?: number;
}

/**
 * A call of the outbox's that has had no answer after this long is given up and counts as one that got none (it is
 * tried again later; a create is looked for first, as it may have reached the server). Without it a connection that
 * hangs instead of failing (a laptop's Wi-Fi gone half-way) held the outbox's pass, and every later send, until the
 * browser gave up on it, minutes later.
 */
export const CALL_TIMEOUT_MS = 30_000;

/** How many created ids are remembered per user. */
const SENT_IDS_KEPT = 500;
/**
 * A record counts as an entry's earlier attempt only if it was changed no earlier than this before the entry
 * was typed (the clocks of laptop and server may differ a little); older identical logs are other work.
 */
const CLOCK_SLACK_MS = 10 * 60 * 1000;

const emptyRecord = (): OutboxRecord => ({ entries: [], nextSeq: 1, sentIds: [] });

/** Identity of the user's outbox: their sign-in name, case-insensitive. */
export const outboxUserKey = (userName: string) => userName.trim().toLowerCase();

/**
 * True when a failed call means "no connection": the browser is offline, or the call got no answer at all.
 * Other failures (an answer with an error, a fault in the code) are not.
 */
export function isNoConnection(error: unknown): boolean {
  if (browserOffline()) return true;
  if (error instanceof ApiError) return error.isNetworkError;
  const axiosLike = error as { isAxiosError?: unknown; response?: unknown } | null;
  return !!axiosLike && axiosLike.isAxiosError === true && !axiosLike.response;
}

/** A failure worth trying again later: no answer, a timeout, too many requests, or a server error. */
function isTransient(status: number, network: boolean) {
  return network || status === 408 || status === 429 || status >= 500;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/**
 * The record an earlier attempt of `log` stored, if any: same subcontractor, job, job type, record type,
 * description and quantity, changed since the entry was typed, and not already another entry's.
 */
export function findEarlierAttempt(
  log: NewWorkLog,
  createdAt: string,
  candidates: readonly WorkLog[],
  taken: ReadonlySet<number>,
): WorkLog | undefined {
  const since = Date.parse(createdAt) - CLOCK_SLACK_MS;
  return candidates.find(
    (r) =>
      !taken.has(r.Id) &&
      r.SubcontractorId === log.SubcontractorId &&
      r.JobId === log.JobId &&
      r.JobTypeId === log.JobTypeId &&
      same(r.RecordType, log.RecordType) &&
      same(r.Description, log.Description) &&
      same(r.Quantity, log.Quantity) &&
      (!r.ModifiedDate || Number.isNaN(since) || Date.parse(r.ModifiedDate) >= since),
  );
}

type Listener = () => void;

/** The outbox: per-user entries, kept in storage, sent in order. */
export class Outbox {
  private readonly cache = new Map<string, OutboxRecord>();
  private readonly loading = new Map<string, Promise<OutboxRecord>>();
  private readonly listeners = new Set<Listener>();
  /** one change or sending pass at a time per user, in order */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly running = new Map<string, Promise<SendResult>>();

  constructor(private readonly options: OutboxOptions) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The user's entries as last read (undefined until loaded: call `load`). */
  snapshot(user: string): readonly OutboxEntry[] | undefined {
    return this.cache.get(user)?.entries;
  }

  async load(user: string): Promise<readonly OutboxEntry[]> {
    return (await this.record(user)).entries;
  }

  /** Adds entries (one per work log) in the order given; they wait to be sent. */
  add(
    user: string,
    items: ReadonlyArray<
      ({ kind: 'create'; log: NewWorkLog } | { kind: 'update'; log: WorkLog }) & { labels: OutboxLabels }
    >,
    { attempted }: { attempted: boolean },
  ): Promise<OutboxEntry[]> {
    return this.change(user, (record) => {
      const createdAt = this.now().toISOString();
      const added = items.map((item): OutboxEntry => {
        const seq = record.nextSeq++;
        const base = { key: `${createdAt}#${seq}`, seq, createdAt, state: 'waiting' as const, attempted };
        return item.kind === 'create'
          ? { ...base, kind: 'create', log: item.log, labels: item.labels }
          : { ...base, kind: 'update', log: item.log, labels: item.labels };
      });
      // an edit of a log already waiting to be changed replaces the older edit
      const replaced = new Set(added.flatMap((e) => (e.kind === 'update' ? [e.log.Id] : [])));
      record.entries = [
        ...record.entries.filter((e) => !(e.kind === 'update' && replaced.has(e.log.Id))),
        ...added,
      ];
      return added;
    });
  }

  /** The user changed a waiting or refused entry: it waits again, with its place in the order kept. */
  edit(user: string, key: string, log: NewWorkLog | WorkLog, labels?: OutboxLabels): Promise<void> {
    return this.change(user, (record) => {
      record.entries = record.entries.map((e) => {
        if (e.key !== key) return e;
        const next = { ...e, state: 'waiting' as const, error: undefined, labels: labels ?? e.labels };
        return e.kind === 'create'
          ? { ...next, kind: 'create' as const, log: { ...e.log, ...stripToNew(log) } }
          : { ...next, kind: 'update' as const, log: { ...e.log, ...log } };
      });
    });
  }

  /**
   * Discards an entry: it is never sent. False when it is no longer there to discard: sent meanwhile, or being sent
   * (its call may already have reached the server, so it is not taken back).
   */
  discard(user: string, key: string): Promise<boolean> {
    return this.change(user, (record) => {
      const entry = record.entries.find((e) => e.key === key);
      if (!entry || entry.state === 'sending') return false;
      record.entries = record.entries.filter((e) => e.key !== key);
      return true;
    });
  }

  /** Sends the user's waiting entries in order; one pass at a time (in this tab and, with locks, others). */
  send(user: string): Promise<SendResult> {
    const current = this.running.get(user);
    if (current) return current;
    const exclusive = this.options.exclusive ?? ((_name, run) => run());
    const pass = exclusive(`work-log-outbox:${user}`, () => this.sendPass(user)).finally(() =>
      this.running.delete(user),
    );
    this.running.set(user, pass);
    return pass;
  }

  private async sendPass(user: string): Promise<SendResult> {
    // another tab may have sent entries meanwhile: start from the stored state, not this tab's copy
    await this.refresh(user);
    let sent = false;
    try {
      for (;;) {
        const record = await this.record(user);
        const next = record.entries.find((e) => e.state !== 'refused');
        if (!next) return 'done';
        if (this.options.isOffline?.()) return 'retry';
        const outcome = await this.sendOne(user, next);
        if (outcome === 'sent') sent = true;
        else if (outcome !== 'refused') return outcome;
      }
    } finally {
      if (sent) this.options.onSent?.(user);
    }
  }

  private async sendOne(user: string, entry: OutboxEntry): Promise<'sent' | 'refused' | 'retry' | 'stopped'> {
    const { api } = this.options;
    const record = await this.record(user);
    try {
      if (entry.kind === 'create') {
        if (entry.attempted) {
          const query = {
            SubcontractorId: entry.log.SubcontractorId,
            IncludePaid: true,
            JobIds: [entry.log.JobId],
            JobTypeIds: [entry.log.JobTypeId],
          };
          const candidates = await this.call((options) => api.existing(query, options));
          const earlier = findEarlierAttempt(entry.log, entry.createdAt, candidates, new Set(record.sentIds));
          if (earlier) {
            await this.confirm(user, entry.key, earlier.Id);
            return 'sent';
          }
        }
        // from here on the server may get it even if no answer comes back
        await this.mark(user, entry.key, { state: 'sending', attempted: true });
        const saved = await this.call((options) => api.create(entry.log, options));
        await this.confirm(user, entry.key, saved.Id);
      } else {
        await this.mark(user, entry.key, { state: 'sending' });
        await this.call((options) => api.update(entry.log, options));
        await this.confirm(user, entry.key);
      }
      return 'sent';
    } catch (error) {
      const e = toApiError(error);
      if (e.status === 401) {
        await this.mark(user, entry.key, { state: 'waiting' });
        return 'stopped';
      }
      if (isTransient(e.status, e.isNetworkError)) {
        await this.mark(user, entry.key, { state: 'waiting' });
        return 'retry';
      }
      // the server answered no (400 and the like): the user corrects it; an answer means nothing was stored
      await this.mark(user, entry.key, {
        state: 'refused',
        error: e.message || e.statusText,
        attempted: false,
      });
      return 'refused';
    }
  }

  /**
   * One call, in the background, given up when no answer has come after the time allowed: the request is aborted
   * and the call fails as one that got no answer, even if the request does not end when told to.
   */
  private async call<T>(run: (options: CallOptions) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError({ status: 0, statusText: 'Timeout', message: 'Timeout', isNetworkError: true }));
      }, this.options.callTimeoutMs ?? CALL_TIMEOUT_MS);
    });
    try {
      return await Promise.race([run({ background: true, signal: controller.signal }), givenUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  private confirm(user: string, key: string, createdId?: number): Promise<void> {
    return this.change(user, (record) => {
      record.entries = record.entries.filter((e) => e.key !== key);
      if (createdId !== undefined) record.sentIds = [...record.sentIds, createdId].slice(-SENT_IDS_KEPT);
    });
  }

  private mark(user: string, key: string, patch: Partial<Pick<EntryBase, 'state' | 'error' | 'attempted'>>) {
    return this.change(user, (record) => {
      record.entries = record.entries.map((e) => (e.key === key ? { ...e, ...patch } : e));
    });
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private record(user: string): Promise<OutboxRecord> {
    const cached = this.cache.get(user);
    if (cached) return Promise.resolve(cached);
    let pending = this.loading.get(user);
    if (!pending) {
      pending = this.readStored(user).finally(() => this.loading.delete(user));
      this.loading.set(user, pending);
    }
    return pending;
  }

  private async readStored(user: string): Promise<OutboxRecord> {
    const record = normalise(await this.options.storage.read(user));
    // a pass cut off (a tab closed while sending) left an entry "sending": it waits again
    record.entries = record.entries.map((e) =>
      e.state === 'sending' ? { ...e, state: 'waiting' as const } : e,
    );
    this.cache.set(user, record);
    this.emit();
    return record;
  }

  /** Reads the stored outbox again, in turn with the changes. */
  private refresh(user: string): Promise<void> {
    const previous = this.queues.get(user) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.readStored(user).then(() => undefined));
    this.queues.set(user, next);
    return next;
  }

  /** One change at a time per user: read, change a copy, store it, then show it. */
  private change<T>(user: string, apply: (record: OutboxRecord) => T): Promise<T> {
    const previous = this.queues.get(user) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const current = await this.record(user);
        const copy: OutboxRecord = { ...current, entries: [...current.entries] };
        const result = apply(copy);
        await this.options.storage.write(user, copy);
        this.cache.set(user, copy);
        this.emit();
        return result;
      });
    this.queues.set(user, next);
    return next;
  }

  private emit() {
    this.listeners.forEach((l) => l());
  }
}

function normalise(stored: OutboxRecord | undefined): OutboxRecord {
  if (!stored || !Array.isArray(stored.entries)) return emptyRecord();
  return {
    entries: [...stored.entries].sort((a, b) => a.seq - b.seq),
    nextSeq: Number.isInteger(stored.nextSeq) ? stored.nextSeq : stored.entries.length + 1,
    sentIds: Array.isArray(stored.sentIds) ? stored.sentIds : [],
  };
}

/** The fields of a new work log (an edit of a waiting new log changes these only). */
function stripToNew(log: NewWorkLog | WorkLog): NewWorkLog {
  return {
    SubcontractorId: log.SubcontractorId,
    JobId: log.JobId,
    JobTypeId: log.JobTypeId,
    StatusId: log.StatusId,
    RecordType: log.RecordType,
    Description: log.Description,
    Quantity: log.Quantity,
    RequestedAmount: log.RequestedAmount,
  };
}

/** Backoff of the automatic retries: 2 s, 4 s, 8 s … at most a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, attempt));
}
