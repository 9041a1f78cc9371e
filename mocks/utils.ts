import { serverDateTime } from './dates';
import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { httpStatusText } from '@/lib/api-client';
import { db } from './db';
import type { MockUser } from './types';

export const DAEWON = (import.meta.env?.VITE_DAEWON_API_BASE as string | undefined) || '/daewon.api';
export const MEMBERSHIP =
  (import.meta.env?.VITE_MEMBERSHIP_API_BASE as string | undefined) || '/membership.api';

const AUTH_HEADER = (
  (import.meta.env?.VITE_AUTH_HEADER as string | undefined) || 'Authorization'
).toLowerCase();

/* ---------- fault injection (tests and e2e) ---------- */

export interface Fault {
  method: string;
  /** substring or RegExp of the URL path */
  path: string | RegExp;
  /** lostAnswer: the call does its work, then its answer is lost on the way back (a network error) */
  kind: 'error' | 'network' | 'delay' | 'lostAnswer';
  status?: number;
  message?: string;
  delayMs?: number;
  /** how many calls it affects; unlimited when omitted */
  times?: number;
}

const faults: Fault[] = [];

/*
 * Faults asked to outlive a reload (e2e: the server stays unreachable while the page reloads) are kept in this
 * tab's sessionStorage and restored when the mock starts again.
 */
const KEPT_FAULTS_KEY = 'mockApi.keptFaults';
type StoredFault = Omit<Fault, 'path'> & { path: string | { source: string; flags: string } };
const keptFaults = new Set<Fault>();

function storeKeptFaults() {
  if (typeof sessionStorage === 'undefined') return;
  const stored: StoredFault[] = [...keptFaults]
    .filter((f) => faults.includes(f))
    .map((f) => ({
      ...f,
      path: typeof f.path === 'string' ? f.path : { source: f.path.source, flags: f.path.flags },
    }));
  if (stored.length) sessionStorage.setItem(KEPT_FAULTS_KEY, JSON.stringify(stored));
  else sessionStorage.removeItem(KEPT_FAULTS_KEY);
}

function addFault(fault: Fault, keep?: boolean) {
  faults.push(fault);
  if (keep) {
    keptFaults.add(fault);
    storeKeptFaults();
  }
}

/** The browser mock brings back the faults kept over a reload. */
export function restoreKeptFaults() {
  if (typeof sessionStorage === 'undefined') return;
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEPT_FAULTS_KEY) ?? '[]') as StoredFault[];
    for (const f of stored) {
      const path = typeof f.path === 'string' ? f.path : new RegExp(f.path.source, f.path.flags);
      const fault: Fault = { ...f, path };
      faults.push(fault);
      keptFaults.add(fault);
    }
  } catch {
    sessionStorage.removeItem(KEPT_FAULTS_KEY);
  }
}

interface FaultOptions {
  times?: number;
  /** outlives a reload of the page (this tab) */
  keep?: boolean;
}

export const mockControl = {
  /** Makes matching calls fail with a status (500 by default) and a message. */
  fail(
    method: string,
    path: string | RegExp,
    { keep, ...opts }: { status?: number; message?: string } & FaultOptions = {},
  ) {
    addFault({ method: method.toUpperCase(), path, kind: 'error', ...opts }, keep);
  },
  /** Makes matching calls fail with no answer (a network error). */
  networkError(method: string, path: string | RegExp, { keep, ...opts }: FaultOptions = {}) {
    addFault({ method: method.toUpperCase(), path, kind: 'network', ...opts }, keep);
  },
  /**
   * The matching calls do their work (a record is stored), then the answer is lost on its way back: the client
   * sees a network error, as when the connection drops after sending.
   */
  loseAnswer(method: string, path: string | RegExp, { keep, ...opts }: FaultOptions = {}) {
    addFault({ method: method.toUpperCase(), path, kind: 'lostAnswer', ...opts }, keep);
  },
  /** Makes matching calls slow. */
  slow(method: string, path: string | RegExp, delayMs: number, { keep, ...opts }: FaultOptions = {}) {
    addFault({ method: method.toUpperCase(), path, kind: 'delay', delayMs, ...opts }, keep);
  },
  clear() {
    faults.length = 0;
    keptFaults.clear();
    storeKeptFaults();
  },
};

function matchFault(request: Request): Fault | undefined {
  const path = new URL(request.url).pathname;
  const index = faults.findIndex(
    (f) =>
      (f.method === '*' || f.method === request.method) &&
      (typeof f.path === 'string' ? path.includes(f.path) : f.path.test(path)),
  );
  if (index < 0) return undefined;
  const fault = faults[index];
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
    if (keptFaults.has(fault)) storeKeptFaults();
  }
  return fault;
}

/* ---------- answers ---------- */

export const respond = {
  ok: <T>(body: T, status = 200) => HttpResponse.json(body as never, { status }),
  noContent: () => new HttpResponse(null, { status: 204 }),
  badRequest: (message: string) =>
    HttpResponse.json({ Message: message }, { status: 400, statusText: 'Bad Request' }),
  unauthorized: () =>
    HttpResponse.json(
      { Message: 'Authorization has been denied for this request.' },
      { status: 401, statusText: 'Unauthorized' },
    ),
  forbidden: () =>
    HttpResponse.json(
      { Message: 'You do not have permission to perform this action.' },
      { status: 403, statusText: 'Forbidden' },
    ),
  notFound: (what = 'Resource') =>
    HttpResponse.json({ Message: `${what} not found` }, { status: 404, statusText: 'Not Found' }),
};

/* ---------- auth ---------- */

export function tokenOf(request: Request): string | null {
  const header = request.headers.get(AUTH_HEADER);
  if (!header) return null;
  const parts = header.trim().split(/\s+/);
  return parts[parts.length - 1] || null;
}

export function sessionOf(request: Request) {
  const token = tokenOf(request);
  return token ? db.sessions.find((s) => s.token === token) : undefined;
}

/** The effective permissions of a user: those of their roles plus direct ones. */
export function permissionsOf(user: MockUser): string[] {
  const fromRoles = db.roles
    .filter((r) => user.Roles.some((name) => name.toLowerCase() === r.Name.toLowerCase()))
    .flatMap((r) => r.Permissions);
  return [...new Set([...fromRoles, ...user.Permissions])];
}

export function hasRole(user: MockUser, ...roles: string[]): boolean {
  return user.Roles.some((r) => roles.some((x) => x.toLowerCase() === r.toLowerCase()));
}

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super('http error');
  }
}

export interface Ctx<P extends PathParams = PathParams> {
  request: Request;
  params: P;
  user: MockUser;
  url: URL;
}

/**
 * Sees every answer a route gives (its registry key `'<METHOD> <base><path>'`, base as its literal default).
 * Only the Vitest set-up sets one: it checks each 2xx answer against its documented schema
 * (mocks/answer-schemas/check.ts), so no schema is loaded by the mock in the browser or the mock server.
 */
export type AnswerObserver = (key: string, response: Response) => void | Promise<void>;
let answerObserver: AnswerObserver | undefined;
export function observeAnswers(observer: AnswerObserver | undefined) {
  answerObserver = observer;
}

/** The registry key of a route: the method and the path with the base as its literal default. */
export function routeKey(method: string, base: string, path: string): string {
  const literal = base === DAEWON ? '/daewon.api' : base === MEMBERSHIP ? '/membership.api' : base;
  return `${method.toUpperCase()} ${literal}${path}`;
}

type Handler<P extends PathParams> = (ctx: Ctx<P>) => Response | Promise<Response>;

interface RouteOptions {
  /** a permission the caller must hold (any of them when several) */
  permission?: string | string[];
  /** no sign-in needed */
  anonymous?: boolean;
}

/**
 * Declares one endpoint of the mock server: fault injection, 401 without a valid token,
 * 403 without the permission, and HttpError thrown inside becomes its response.
 */
export function route<P extends PathParams = PathParams>(
  method: 'get' | 'post' | 'put' | 'delete',
  base: string,
  path: string,
  handler: Handler<P>,
  options: RouteOptions = {},
) {
  const resolver: HttpResponseResolver<P> = async ({ request, params }) => {
    // a browser with no connection reaches no server (the worker would still answer from the page)
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return HttpResponse.error();
    const fault = matchFault(request);
    if (fault?.kind === 'network') return HttpResponse.error();
    if (fault?.kind === 'delay') await delay(fault.delayMs ?? 1000);
    if (fault?.kind === 'error') {
      return HttpResponse.json(
        { Message: fault.message ?? 'Internal Server Error' },
        {
          status: fault.status ?? 500,
          statusText: httpStatusText(fault.status ?? 500),
        },
      );
    }
    const session = sessionOf(request);
    const user = session ? db.users.find((u) => u.Id === session.userId) : undefined;
    if (!options.anonymous && !user) return respond.unauthorized();
    if (options.permission && user) {
      const needed = Array.isArray(options.permission) ? options.permission : [options.permission];
      const held = permissionsOf(user);
      if (!needed.some((p) => held.includes(p))) return respond.forbidden();
    }
    let response: Response;
    try {
      response = await handler({
        request,
        params: params as P,
        user: user as MockUser,
        url: new URL(request.url),
      });
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      throw error;
    }
    if (answerObserver) await answerObserver(routeKey(method, base, path), response);
    if (fault?.kind === 'lostAnswer') return HttpResponse.error();
    return response;
  };
  return http[method]<P>(`*${base}${path}`, resolver);
}

/* ---------- helpers for handlers ---------- */

export async function readJson<T>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    throw new HttpError(respond.badRequest('The request body is not valid JSON.'));
  }
}

export function findOr404<T extends { Id: number }>(
  items: T[],
  id: string | number | undefined,
  what: string,
): T {
  const n = Number(id);
  const found = Number.isInteger(n) ? items.find((i) => i.Id === n) : undefined;
  if (!found) throw new HttpError(respond.notFound(what));
  return found;
}

export function requireFields(body: Record<string, unknown>, fields: string[]): void {
  const missing = fields.filter(
    (f) => body[f] === undefined || body[f] === null || String(body[f]).trim() === '',
  );
  if (missing.length)
    throw new HttpError(respond.badRequest(`The field(s) ${missing.join(', ')} are required.`));
}

export function nowIso(): string {
  return serverDateTime(new Date());
}
