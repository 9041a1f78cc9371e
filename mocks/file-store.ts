/*
 * Uploaded files survive a browser reload like the rest of the demo data: their bytes go to IndexedDB
 * (localStorage cannot hold files of up to 50 MB). Where there is no IndexedDB (Vitest, the HTTP mock server
 * of scripts/mock-server.mjs) every call here is a no-op and the files live in memory only (upload.ts's map).
 */

const DB_NAME = 'daewon.mockFiles';
const STORE = 'files';

export interface PersistedFile<R> {
  record: R;
  bytes: ArrayBuffer;
}

function canPersist(): boolean {
  return (
    typeof indexedDB !== 'undefined' && typeof window !== 'undefined' && !!window.navigator?.serviceWorker
  );
}

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>) {
  const idb = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = use(idb.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    idb.close();
  }
}

/** Every stored file; none when the browser keeps nothing (or outside a browser). */
export async function loadPersistedFiles<R>(): Promise<PersistedFile<R>[]> {
  if (!canPersist()) return [];
  try {
    return await withStore<PersistedFile<R>[]>(
      'readonly',
      (s) => s.getAll() as IDBRequest<PersistedFile<R>[]>,
    );
  } catch {
    return [];
  }
}

/** Keeps a file; a failure (private mode, quota) leaves it in memory only. */
export function persistFile<R>(id: number, file: PersistedFile<R>): void {
  if (!canPersist()) return;
  withStore('readwrite', (s) => s.put(file, id)).catch(() => undefined);
}

export async function clearPersistedFiles(): Promise<void> {
  if (!canPersist()) return;
  await withStore('readwrite', (s) => s.clear()).catch(() => undefined);
}
