// `toast` without sonner in the first download. The first call loads sonner and mounts the
// toaster (<ToasterSlot>); every call is applied in order once sonner is there. Sonner replays
// toasts created before its Toaster subscribed, so nothing is lost while it loads.
import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Sonner = typeof SonnerToast;
type Title = Parameters<Sonner>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'loading' | 'message';

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let nextId = 0;
// Which toast an element on screen is (sonner puts no id in the DOM; each toast gets a class).
const idOfClass = new Map<string, string | number>();
let nextClass = 0;

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner').then((m) => m.toast);
  return sonner;
}

function show(kind: Kind, message: Title, data?: ExternalToast): string | number {
  // The id is known at once (sonner's would arrive only after loading): callers update a
  // loading toast into a success or an error with it.
  const id = data?.id ?? `toast-${++nextId}`;
  const marker = `sw-toast-${++nextClass}`;
  idOfClass.set(marker, id);
  const className = data?.className ? `${data.className} ${marker}` : marker;
  void load().then((t) => t[kind](message, { ...data, id, className }));
  return id;
}

/** sonner's `toast` API (the parts the app uses), loading sonner on first use. */
export const toast = Object.assign((message: Title, data?: ExternalToast) => show('message', message, data), {
  message: (message: Title, data?: ExternalToast) => show('message', message, data),
  success: (message: Title, data?: ExternalToast) => show('success', message, data),
  info: (message: Title, data?: ExternalToast) => show('info', message, data),
  warning: (message: Title, data?: ExternalToast) => show('warning', message, data),
  error: (message: Title, data?: ExternalToast) => show('error', message, data),
  loading: (message: Title, data?: ExternalToast) => show('loading', message, data),
  /** Dismiss one toast, or all of them. Does nothing (and loads nothing) before the first toast. */
  dismiss: (id?: string | number) => {
    if (sonner) void sonner.then((t) => t.dismiss(id));
  },
});

/** Whether any toast has been asked for (the toaster mounts then). */
export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The id of the toast an element belongs to (`[data-sonner-toast]`), if it was made here. */
export function toastIdOf(element: Element): string | number | undefined {
  for (const name of element.classList) {
    const id = idOfClass.get(name);
    if (id !== undefined) return id;
  }
  return undefined;
}
