/**
 * One toast system and one dialog queue for the whole app (A §8). The store lives outside React so
 * that hooks, mutations and loaders can all notify; <FeedbackProvider> renders it.
 */
export type ToastKind = 'success' | 'info' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  title?: string;
  /** milliseconds before it closes by itself; null: it stays until the user closes it (errors) */
  delay: number | null;
}

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  text: string;
  yesLabel?: string;
  noLabel?: string;
  resolve: (answer: boolean) => void;
}

export interface FeedbackState {
  toasts: ToastItem[];
  dialogs: DialogRequest[];
}

/**
 * Success and info toasts close after 2 s unless told otherwise (A §8). Error toasts stay until closed (issue 23):
 * a user who looked away still reads why a save failed.
 */
export const TOAST_DELAY_MS = 2000;

/** Whether a kind of toast stays until the user closes it. */
export const staysUntilClosed = (kind: ToastKind): boolean => kind === 'error';

let state: FeedbackState = { toasts: [], dialogs: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: FeedbackState) {
  state = next;
  listeners.forEach((l) => l());
}

export interface ToastOptions {
  title?: string;
  /** success and info only: milliseconds before it closes by itself (an error stays until closed) */
  delay?: number;
}

export interface DialogOptions {
  title: string;
  text: string;
}

export interface ConfirmOptions extends DialogOptions {
  yesLabel?: string;
  noLabel?: string;
}

function toast(kind: ToastKind) {
  return (text: string, options: ToastOptions = {}): void => {
    const item: ToastItem = {
      id: nextId++,
      kind,
      text,
      title: options.title,
      delay: staysUntilClosed(kind) ? null : (options.delay ?? TOAST_DELAY_MS),
    };
    set({ ...state, toasts: [...state.toasts, item] });
  };
}

function ask(kind: DialogRequest['kind'], options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = { id: nextId++, kind, ...options, resolve };
    set({ ...state, dialogs: [...state.dialogs, request] });
  });
}

export const feedback = {
  notify: {
    success: toast('success'),
    info: toast('info'),
    error: toast('error'),
  },
  /** An alert dialog with a title, a text and OK. Resolves when it is closed. */
  alert(options: DialogOptions): Promise<void> {
    return ask('alert', options).then(() => undefined);
  },
  /** A confirmation dialog with Yes and No. Resolves true for Yes. */
  confirm(options: ConfirmOptions): Promise<boolean> {
    return ask('confirm', options);
  },
  dismissToast(id: number): void {
    set({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
  },
  answer(id: number, value: boolean): void {
    const dialog = state.dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
    dialog.resolve(value);
  },
  /** Tests: forget everything pending. */
  reset(): void {
    state.dialogs.forEach((d) => d.resolve(false));
    set({ toasts: [], dialogs: [] });
  },
  get(): FeedbackState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type Feedback = Pick<typeof feedback, 'notify' | 'alert' | 'confirm'>;
