import { daewonApi } from '@/lib/api-client';
import { config } from '@/lib/config';

/**
 * Documents the API serves (decision 12): print documents, Excel exports and stored files. They are
 * fetched with the auth header, then opened (a blob URL in a new window) or saved (an <a download>).
 */

export interface DocumentRequest {
  /** A path on the Daewon base ('/api/...') or a full URL under it ('/daewon.api/api/...'). */
  url: string;
  method?: 'get' | 'post';
  /** The body of a POST (the filter of a print or an export). */
  data?: unknown;
}

/** What a print opens: a URL, a request, or a function that finds it (e.g. a POST answering a security key). */
export type PrintSource = string | DocumentRequest | (() => Promise<string | DocumentRequest>);

export interface FetchedDocument {
  blob: Blob;
  /** The name from Content-Disposition, when the server gives one. */
  fileName?: string;
  contentType: string;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The lower-case extension of a file name or URL ('' when none). */
export function fileExtension(name: string): string {
  const clean = name.split(/[?#]/)[0];
  const base = clean.slice(clean.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function mimeTypeOf(name: string): string | undefined {
  return MIME_BY_EXTENSION[fileExtension(name)];
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/** True when the URL is served by the Daewon API (so it needs the auth header). */
export function isApiUrl(url: string): boolean {
  if (/^(blob|data):/i.test(url)) return false;
  const base = trimSlash(config.daewonApiBase);
  if (url.startsWith('/api/')) return true;
  if (url === base || url.startsWith(`${base}/`)) return true;
  if (/^https?:\/\//i.test(url) && /^https?:\/\//i.test(base)) return url.startsWith(`${base}/`);
  if (/^https?:\/\//i.test(url) && typeof window !== 'undefined') {
    try {
      const parsed = new URL(url);
      return parsed.origin === window.location.origin && parsed.pathname.startsWith(`${base}/`);
    } catch {
      return false;
    }
  }
  return false;
}

/** The URL relative to the Daewon client's base (the client adds the base again). */
function toClientUrl(url: string): string {
  const base = trimSlash(config.daewonApiBase);
  if (url.startsWith(`${base}/`)) return url.slice(base.length);
  if (typeof window !== 'undefined' && /^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    if (parsed.origin === window.location.origin && parsed.pathname.startsWith(`${base}/`)) {
      return `${parsed.pathname.slice(base.length)}${parsed.search}`;
    }
  }
  return url;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      const name = decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      /* a broken encoding: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}

/** Fetches a document with the auth header as a blob. */
export async function fetchDocument(request: string | DocumentRequest): Promise<FetchedDocument> {
  const { url, method = 'get', data } = typeof request === 'string' ? { url: request } : request;
  const response = await daewonApi.request<Blob>({
    url: toClientUrl(url),
    method,
    data,
    responseType: 'blob',
  });
  const headers = response.headers as Record<string, string | undefined>;
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return {
    blob,
    fileName: fileNameFromDisposition(headers['content-disposition']),
    contentType: headers['content-type'] ?? blob.type ?? '',
  };
}

/** How long a blob URL handed to another window or a download stays valid. */
const BLOB_URL_LIFETIME_MS = 60_000;

function revokeLater(url: string) {
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/**
 * A blob URL for a stored file, typed by its name so that the browser can show it (a server may
 * answer application/octet-stream). URLs not on the API (blob:, data:, other sites) are returned as is.
 * The caller revokes the URL when `revoke` is true.
 */
export async function loadFileUrl(
  fileUrl: string,
  fileName: string,
): Promise<{ url: string; revoke: boolean }> {
  if (!isApiUrl(fileUrl)) return { url: fileUrl, revoke: false };
  const { blob } = await fetchDocument(fileUrl);
  const type = mimeTypeOf(fileName) ?? blob.type;
  const typed = type && type !== blob.type ? new Blob([blob], { type }) : blob;
  return { url: URL.createObjectURL(typed), revoke: true };
}

/** Saves a blob under a name through an <a download> link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  revokeLater(url);
}

/** Downloads a stored file (with the auth header when it is on the API) under its name. */
export async function downloadFile(fileUrl: string, fileName: string): Promise<void> {
  if (!isApiUrl(fileUrl)) {
    const link = document.createElement('a');
    link.href = fileUrl;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    return;
  }
  const document_ = await fetchDocument(fileUrl);
  saveBlob(document_.blob, fileName || document_.fileName || 'download');
}

/** Print pages wait this long after load before the browser print (A §9). */
export const PRINT_DELAY_MS = 3500;
const PRINT_POLL_MS = 250;
const PRINT_WAIT_LIMIT_MS = 60_000;

/**
 * Calls the browser print in `target` PRINT_DELAY_MS after it has loaded `url` (A §9). Gives up when the
 * window is closed, never loads within a minute, or is not ours to reach (another origin prints itself).
 */
export function printWhenLoaded(target: Window, url: string): void {
  const started = Date.now();
  const timer = setInterval(() => {
    try {
      if (target.closed || Date.now() - started > PRINT_WAIT_LIMIT_MS) {
        clearInterval(timer);
        return;
      }
      if (target.location.href === url && target.document?.readyState === 'complete') {
        clearInterval(timer);
        setTimeout(() => {
          if (!target.closed) target.print();
        }, PRINT_DELAY_MS);
      }
    } catch {
      clearInterval(timer);
    }
  }, PRINT_POLL_MS);
}

/**
 * Opens the API's print document in a new window (decision 12), which prints itself once loaded (A §9). The window is opened at once, while the
 * click still counts as a user gesture (popup blockers), then pointed at the fetched document; a caller
 * that loads this module on the click opens it before and passes it as `target`.
 * On failure the empty window is closed and the error is thrown.
 */
export async function openPrintDocument(
  source: PrintSource,
  target: Window | null = window.open('', '_blank'),
): Promise<void> {
  try {
    const request = typeof source === 'function' ? await source() : source;
    const { blob, contentType } = await fetchDocument(request);
    const typed = blob.type ? blob : new Blob([blob], { type: contentType || 'text/html' });
    const url = URL.createObjectURL(typed);
    revokeLater(url);
    if (target && !target.closed) {
      target.location.href = url;
      printWhenLoaded(target, url);
    } else {
      const late = window.open(url, '_blank');
      if (late) printWhenLoaded(late, url);
    }
  } catch (error) {
    target?.close();
    throw error;
  }
}

function withExtension(name: string, extension: string): string {
  return fileExtension(name) ? name : `${name}.${extension}`;
}

/**
 * Posts an export filter and saves the returned file under the name from Content-Disposition, else
 * `fallbackName` (given '.xlsx' when it has no extension). Returns the name used.
 */
export async function exportToFile(
  url: string,
  filter: unknown,
  fallbackName = 'export.xlsx',
): Promise<string> {
  const { blob, fileName } = await fetchDocument({ url, method: 'post', data: filter ?? {} });
  const name = fileName || withExtension(fallbackName, 'xlsx');
  saveBlob(blob, name);
  return name;
}
