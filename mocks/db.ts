import { mockScale } from './scale';
import { createSeed, DB_VERSION } from './seed';
import type { DbShape } from './types';

const STORAGE_KEY = 'daewon.mockDb';

function canPersist(): boolean {
  return (
    typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !!window.navigator?.serviceWorker
  );
}

function load(): DbShape {
  if (canPersist()) {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      if (raw) {
        const parsed = JSON.parse(raw) as DbShape;
        if (parsed.version === DB_VERSION) return parsed;
      }
    } catch {
      /* a broken copy is replaced by the seed */
    }
  }
  return createSeed(new Date(), mockScale());
}

/** The one stateful mock database. In the browser it survives a reload (localStorage). */
export let db: DbShape = load();

export function persist(): void {
  if (!canPersist()) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    /* storage full: the data lives on in memory */
  }
}

const resetListeners: Array<() => void | Promise<void>> = [];

/** Other mock state (uploaded files) that "Reset demo data" restores too. */
export function onResetDb(listener: () => void | Promise<void>): void {
  resetListeners.push(listener);
}

/**
 * Restores the seed ("Reset demo data", and between tests). The database is reset at once; the promise
 * settles when the other stores (IndexedDB) are cleared too, before a page reload may read them.
 */
export function resetDb(): Promise<void> {
  db = createSeed(new Date(), mockScale());
  persist();
  return Promise.all(resetListeners.map((listener) => listener())).then(() => undefined);
}

export function nextId(items: ReadonlyArray<{ Id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.Id), 0) + 1;
}
