import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
import { apiReady } from './api-ready';
import { busy } from './busy';
import { BACKGROUND_HEADER, config } from './config';
import { currentRoute, navigateTo, returnState, session } from './session';

export { ApiError, httpStatusText, serverMessage, toApiError } from './api-error';
export { holdApiUntil } from './api-ready';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A background call: carries the background header and shows no busy spinner. */
    background?: boolean;
  }
}

/** What a caller may ask of one call of an API module. */
export interface CallOptions {
  /** a background call: carries the background header and shows no busy spinner (decision 4) */
  background?: boolean;
  /** aborts the call (it then fails as one that got no answer); where a function also takes a signal, this one wins */
  signal?: AbortSignal;
}

type TrackedConfig = InternalAxiosRequestConfig & {
  __busy?: boolean;
  /** the session token the call was sent with (null: none) */
  __token?: string | null;
};

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
  // The API authenticates with the token header, not cookies: no XSRF cookie is read. Left on, axios reads it for
  // every same-origin call through the browser's asynchronous cookie store before sending, which holds each call
  // back by a round trip through the browser (a hundred ms and more while the page starts).
  const client = axios.create({ baseURL: baseUrlOf(base), withXSRFToken: false });
  client.interceptors.request.use(async (req: TrackedConfig) => {
    await apiReady();
    // A call made through the other base's client is a programming error: caught in development and
    // tests; in production the table wins.
    const served = apiBaseOf(req.url ?? '');
    if (served !== base && !/^[a-z][a-z\d+.-]*:/i.test(req.url ?? '')) {
      if (import.meta.env.DEV) throw new Error(`${req.url} is served by the ${served} base (decision 3).`);
      req.baseURL = baseUrlOf(served);
    }
    const token = session.getToken();
    req.__token = token;
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
      const sent = axios.isAxiosError(error) ? (error.config as TrackedConfig | undefined) : undefined;
      if (sent?.__busy) busy.stop();
      const apiError = toApiError(error);
      // A 401 ends the session it was sent with. One sent with an earlier session's token (a call still on its way
      // when that session ended and the user signed in again, here or in another tab) leaves the new one alone.
      if (apiError.status === 401 && (sent?.__token ?? null) === session.getToken()) handleUnauthorized();
      return Promise.reject(apiError);
    },
  );
  return client;
}

/** The Daewon base: /api/*, /clientCompany, /bizUsers (decision 3). */
export const daewonApi = createClient('daewon');
/** The membership base: /auth, /account, /user, /role, /permission, /userGroup, /datasource, /manageCompanies, /integration, /api/user/*, /api/userGroup/* (decision 3). */
export const membershipApi = createClient('membership');
