import type { AxiosError } from 'axios';
import i18next from 'i18next';

/*
 * Failed calls, normalised once. No HTTP library here (only its types), so that code on the first paint (the
 * query client's retry rule, the sign-in page) can know an ApiError without loading the client.
 */

/** axios.isAxiosError without importing axios. */
function isAxiosError(error: unknown): error is AxiosError {
  return !!error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** A failed call, normalised once: status, status text and the server's own message (A §8, C §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  /** true when no answer came back (network failure, timeout). */
  readonly isNetworkError: boolean;
  /** the call's HTTP method, lower case ('post'), when known */
  readonly method?: string;

  constructor(opts: {
    status: number;
    statusText: string;
    message: string;
    data?: unknown;
    isNetworkError?: boolean;
    method?: string;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.statusText = opts.statusText;
    this.data = opts.data;
    this.isNetworkError = opts.isNetworkError ?? false;
    this.method = opts.method?.toLowerCase();
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

/** The statuses a proxy answers with when the API behind it is down, overloaded or too slow. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A text that is an HTML document or fragment (an error page), not a message. */
const isHtml = (data: unknown) => typeof data === 'string' && /^\s*</.test(data);

/** A 502, 503 or 504 that is not the API's own JSON answer: the proxy's page, or nothing. */
const fromGateway = (status: number, data: unknown) =>
  GATEWAY_STATUSES.has(status) && !(data && typeof data === 'object');

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const err = error;
    const method = err.config?.method;
    if (!err.response) {
      // what the user is told, in their language, instead of the HTTP library's "Network Error"
      return new ApiError({
        status: 0,
        statusText: i18next.t('common.feedback.noAnswer.title'),
        message: i18next.t('common.feedback.noAnswer.text'),
        isNetworkError: true,
        method,
      });
    }
    const { status, statusText, data } = err.response;
    if (fromGateway(status, data)) {
      // the proxy in front of the API (nginx's 502, 503, 504 page) answered that it could not reach the API: for
      // the user, the session and the work-log outbox this is no answer, not the server's verdict
      return new ApiError({
        status,
        statusText: i18next.t('common.feedback.noAnswer.title'),
        message: i18next.t('common.feedback.noAnswer.text'),
        isNetworkError: true,
        method,
      });
    }
    const text = statusText || httpStatusText(status);
    // an HTML page (a proxy's or a web server's error page) is never shown as the message
    const message = isHtml(data) ? '' : serverMessage(data);
    return new ApiError({ status, statusText: text, message: message || text, data, method });
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
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase of an HTTP status (HTTP/2 answers carry none). */
export function httpStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? `Error ${status}`;
}
