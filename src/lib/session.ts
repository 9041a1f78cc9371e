import { AUTH_TOKEN_KEY } from './config';

/** The stored session token and the remembered return location. */
export const session = {
  getToken(): string | null {
    try {
      return localStorage.getItem(AUTH_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  setToken(token: string): void {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  },
  clearToken(): void {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    lastSession.clear();
  },
};

const LAST_SESSION_KEY = 'lastSession';

/** What the session calls last answered, and for which token. */
interface LastSessionRecord {
  token: string;
  user?: unknown;
  permissions?: unknown;
}

function readLastSession(): LastSessionRecord | null {
  try {
    const record: unknown = JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null');
    return record && typeof record === 'object' && typeof (record as LastSessionRecord).token === 'string'
      ? (record as LastSessionRecord)
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored token's last known session: what the session calls (the user, the permission list) last answered for
 * it, kept in this browser so that a start without a connection (a reload on a job site) opens the app as this
 * user instead of the sign-in page (issue 25). Only for the token it was answered for; signing out forgets it.
 */
export const lastSession = {
  remember(part: 'user' | 'permissions', value: unknown): void {
    const token = session.getToken();
    if (!token) return;
    const known = readLastSession();
    const record: LastSessionRecord =
      known?.token === token ? { ...known, [part]: value } : { token, [part]: value };
    try {
      localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(record));
    } catch {
      // storage full or blocked: a start without a connection then goes to sign in, as before
    }
  },
  /** The part's last answer for the stored token, or undefined. */
  recall(part: 'user' | 'permissions'): unknown {
    const token = session.getToken();
    const known = readLastSession();
    return token && known?.token === token ? known[part] : undefined;
  },
  clear(): void {
    try {
      localStorage.removeItem(LAST_SESSION_KEY);
    } catch {
      // nothing kept
    }
  },
};

const RETURN_KEY = 'returnState';

/** The route (path + query) to restore after sign-in (A §4 route guard). */
export const returnState = {
  remember(location: string): void {
    if (!location || location.startsWith('/login')) return;
    sessionStorage.setItem(RETURN_KEY, location);
  },
  take(): string | null {
    const value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  },
  peek(): string | null {
    return sessionStorage.getItem(RETURN_KEY);
  },
  /** Forgets the remembered route (logout: the next user starts afresh). */
  clear(): void {
    sessionStorage.removeItem(RETURN_KEY);
  },
};

type Navigate = (to: string) => void;
let navigator: Navigate = (to) => window.location.assign(to);

interface LocationLike {
  pathname: string;
  search: string;
}
/** What lib needs of the app's router (react-router's data router fits), so that lib never imports app. */
export interface RouterLike {
  state: { location: LocationLike; navigation: { location?: LocationLike } };
  navigate(to: string): unknown;
}
let readLocation: () => LocationLike = () => window.location;

/** The app registers the router's navigate here so that lower floors (the API client) can send the user somewhere. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}
export function navigateTo(to: string): void {
  navigator(to);
}

/**
 * The app registers its router: lower floors then navigate with it and read the route the user is on, or, while a
 * navigation is pending (a route loader is running), the route being opened.
 */
export function registerRouter(router: RouterLike | null): void {
  if (!router) {
    navigator = (to) => window.location.assign(to);
    readLocation = () => window.location;
    return;
  }
  navigator = (to) => void router.navigate(to);
  readLocation = () => router.state.navigation.location ?? router.state.location;
}

/** Path and query of the route the user is on, or is opening while a navigation is pending. */
export function currentRoute(): string {
  const { pathname, search } = readLocation();
  return `${pathname}${search}`;
}
