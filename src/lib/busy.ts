/** Count of foreground calls in flight; the global busy spinner shows while it is above zero. */
let count = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export const busy = {
  start(): void {
    count += 1;
    emit();
  },
  stop(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  get(): number {
    return count;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
