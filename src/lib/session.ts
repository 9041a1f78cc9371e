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
