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
};

type Navigate = (to: string) => void;
let navigator: Navigate = (to) => window.location.assign(to);

/** The app registers the router's navigate here so that lower floors (the API client) can send the user somewhere. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}
export function navigateTo(to: string): void {
  navigator(to);
}
