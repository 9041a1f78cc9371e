import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { busy } from './busy';
import { BACKGROUND_HEADER, config } from './config';
import { currentRoute, navigateTo, returnState, session } from './session';

/** A failed call, normalised once: status, status text and the server's own message (A §8, C §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  /** true when no answer came back (network failure, timeout). */
  readonly isNetworkError: boolean;

  constructor(opts: {
    status: number;
    statusText: string;
    message: string;
    data?: unknown;
    isNetworkError?: boolean;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.statusText = opts.statusText;
    this.data = opts.data;
    this.isNetworkError = opts.isNetworkError ?? false;
  }
}

function pickString(source: unknown, ...keys: string[]): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The server's message: its exception message, else its message, else the raw data. */
export function serverMessage(data: unknown): string {
  if (data == null || data === '') return '';
  if (typeof data === 'string') return data;
  const found =
    pickString(data, 'ExceptionMessage', 'exceptionMessage') ??
    pickString(data, 'Message', 'message', 'errorMessage', 'ErrorMessage');
  if (found) return found;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const err = error as AxiosError;
    if (!err.response) {
      return new ApiError({
        status: 0,
        statusText: err.message || 'Network Error',
        message: err.message || 'Network Error',
        isNetworkError: true,
      });
    }
    const { status, statusText, data } = err.response;
    const text = statusText || httpStatusText(status);
    return new ApiError({ status, statusText: text, message: serverMessage(data) || text, data });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, statusText: message, message, isNetworkError: true });
}

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The standard reason phrase of an HTTP status (HTTP/2 answers carry none). */
export function httpStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? `Error ${status}`;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A background call: carries the background header and shows no busy spinner. */
    background?: boolean;
  }
}

type TrackedConfig = InternalAxiosRequestConfig & { __busy?: boolean };

/**
 * Sends the user to sign in, remembering where they were (A §4): the route being opened when the 401 comes from
 * a route loader during a navigation, else the route on screen.
 */
export function handleUnauthorized(): void {
  session.clearToken();
  const here = currentRoute();
  if (!here.startsWith('/login')) {
    returnState.remember(here);
    navigateTo('/login');
  }
}

/**
 * Decision 3, the one declaration of which base serves a path: the membership base serves these paths
 * (and what lies under them); the Daewon base serves everything else (/api/*, /clientCompany, /bizUsers).
 */
const MEMBERSHIP_PATHS = [
  '/auth',
  '/account',
  '/user',
  '/role',
  '/permission',
  '/userGroup',
  '/datasource',
  '/manageCompanies',
  '/integration',
  '/api/user',
  '/api/userGroup',
] as const;

export type ApiBase = 'daewon' | 'membership';

/** The base that serves a path (decision 3), from the table above. */
export function apiBaseOf(path: string): ApiBase {
  const p = path.split(/[?#]/)[0].toLowerCase();
  return MEMBERSHIP_PATHS.some((prefix) => {
    const x = prefix.toLowerCase();
    return p === x || p.startsWith(`${x}/`);
  })
    ? 'membership'
    : 'daewon';
}

const baseUrlOf = (base: ApiBase) =>
  base === 'membership' ? config.membershipApiBase : config.daewonApiBase;

function createClient(base: ApiBase): AxiosInstance {
  const client = axios.create({ baseURL: baseUrlOf(base) });
  client.interceptors.request.use((req: TrackedConfig) => {
    // A call made through the other base's client is a programming error: caught in development and
    // tests; in production the table wins.
    const served = apiBaseOf(req.url ?? '');
    if (served !== base && !/^[a-z][a-z\d+.-]*:/i.test(req.url ?? '')) {
      if (import.meta.env.DEV) throw new Error(`${req.url} is served by the ${served} base (decision 3).`);
      req.baseURL = baseUrlOf(served);
    }
    const token = session.getToken();
    if (token) {
      req.headers.set(config.authHeader, config.authScheme ? `${config.authScheme} ${token}` : token);
    }
    if (req.background) {
      req.headers.set(BACKGROUND_HEADER, 'true');
    } else {
      req.__busy = true;
      busy.start();
    }
    return req;
  });
  client.interceptors.response.use(
    (response) => {
      if ((response.config as TrackedConfig).__busy) busy.stop();
      return response;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error) && (error.config as TrackedConfig | undefined)?.__busy) busy.stop();
      const apiError = toApiError(error);
      if (apiError.status === 401) handleUnauthorized();
      return Promise.reject(apiError);
    },
  );
  return client;
}

/** The Daewon base: /api/*, /clientCompany, /bizUsers (decision 3). */
export const daewonApi = createClient('daewon');
/** The membership base: /auth, /account, /user, /role, /permission, /userGroup, /datasource, /manageCompanies, /integration, /api/user/*, /api/userGroup/* (decision 3). */
export const membershipApi = createClient('membership');
