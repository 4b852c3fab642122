// Typed text is never lost to a reload (issue 15): an app update's Reload, the page reloaded or
// closed, the phone putting the app away. The free-text forms register what the patient typed
// (`useFormDraft`); it is written to localStorage, per user, when the page is hidden or unloads and
// when the update prompt's Reload is tapped, and put back when the same form opens again. Nothing
// is written while the patient types. Drafts expire after 7 days and are deleted at sign-out and
// account switch with the other per-user copies (wipeDrafts, src/lib/offline/drafts-wipe.ts). A guest's
// text is not kept: the update prompt asks before reloading over it.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onUser } from '../auth/auth';
import { useLatest } from '../hooks/use-latest';
import { DRAFTS_PREFIX } from './drafts-wipe';

export type DraftValues = Record<string, string>;
type Stored = Record<string, { values: DraftValues; savedAt: number }>;

export const DRAFT_MAX_AGE = 7 * 24 * 60 * 60_000;

export function draftsKey(uid: string): string {
  return `${DRAFTS_PREFIX}${uid}`;
}

function readStored(uid: string): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(draftsKey(uid)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function writeStored(uid: string, stored: Stored): void {
  if (Object.keys(stored).length === 0) localStorage.removeItem(draftsKey(uid));
  else localStorage.setItem(draftsKey(uid), JSON.stringify(stored));
}

/** The draft kept for this form, removed from the store (the form holds it from now on). */
export function takeDraft(uid: string, key: string, now = Date.now()): DraftValues | undefined {
  const stored = readStored(uid);
  const entry = stored[key];
  if (!entry) return undefined;
  delete stored[key];
  try {
    writeStored(uid, stored);
  } catch {
    // Read-only storage: it expires.
  }
  if (now - entry.savedAt > DRAFT_MAX_AGE || !entry.values || typeof entry.values !== 'object') return undefined;
  return Object.fromEntries(Object.entries(entry.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function forget(uid: string, keys: Iterable<string>): void {
  const stored = readStored(uid);
  let changed = false;
  for (const key of keys) {
    if (key in stored) {
      delete stored[key];
      changed = true;
    }
  }
  try {
    if (changed) writeStored(uid, stored);
  } catch {
    // Read-only storage: it expires.
  }
}

// ── who is signed in ─────────────────────────────────────────────────────────────────────────
/** undefined: not known yet; null: nobody. */
let uid: string | null | undefined;
const uidListeners = new Set<() => void>();
let following = false;

function followUser(): void {
  if (following) return;
  following = true;
  onUser((user) => {
    const next = user?.uid ?? null;
    if (next === uid) return;
    // Another user (or none): what this page wrote was the previous one's, and is wiped with their data.
    written.clear();
    uid = next;
    uidListeners.forEach((listener) => listener());
  });
}

function subscribeUid(listener: () => void): () => void {
  followUser();
  uidListeners.add(listener);
  return () => uidListeners.delete(listener);
}

// ── the forms on screen ──────────────────────────────────────────────────────────────────────
/** Each mounted form's changed fields (only forms with some). */
const open = new Map<object, { key: string; values: DraftValues }>();
/** Forms whose text this page wrote to the store: it is live again once the page is back. */
const written = new Set<string>();

/** Whether a form on screen holds text the patient typed. */
export function hasTypedText(): boolean {
  return open.size > 0;
}

/**
 * Writes every form's typed text to the store. False when some could not be kept (no one signed
 * in, or storage refused): the caller asks before reloading over it.
 */
export function saveDrafts(now = Date.now()): boolean {
  if (open.size === 0) return true;
  if (!uid) return false;
  const stored = readStored(uid);
  for (const { key, values } of open.values()) stored[key] = { values, savedAt: now };
  try {
    writeStored(uid, stored);
  } catch {
    return false;
  }
  for (const { key } of open.values()) written.add(key);
  return true;
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') saveDrafts();
  else if (uid && written.size > 0) {
    // Back on screen: the forms hold their text again; a later form must not get it a second time.
    forget(uid, written);
    written.clear();
  }
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Hidden is the last moment a phone reliably gives a page before it may be killed; pagehide
  // covers a reload or a closed tab that was never hidden first.
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', () => void saveDrafts());
}

/** The fields of `values` that differ from `baseline` (a missing baseline field is ''). */
export function changedFields(values: DraftValues, baseline: Partial<DraftValues> = {}): DraftValues {
  const changed: DraftValues = {};
  for (const [field, value] of Object.entries(values)) if (value !== (baseline[field] ?? '')) changed[field] = value;
  return changed;
}

/**
 * Keeps a form's typed text across a reload and gives it back when the form opens again.
 * - `key` names the form (and what it is about: `chat:<threadId>`, `booking:<doctorId>`);
 * - `values` are its free-text fields as now, or null while the form is not ready (its initial
 *   values still loading): the draft is given back once it is;
 * - `restore` receives the kept fields that the patient has not touched since it opened;
 * - `baseline` is what the form opened with (default: empty): only fields changed from it are kept.
 */
export function useFormDraft<T extends DraftValues>(
  key: string,
  values: T | null,
  restore: (draft: Partial<T>) => void,
  baseline?: Partial<T>,
): void {
  const user = useSyncExternalStore(subscribeUid, () => uid, () => undefined);
  // This form's identity among the open ones (a stable object, made once).
  const [self] = useState(() => ({}));
  const restoreRef = useLatest(restore);
  const restoredFor = useRef<string | null>(null);
  const ready = values !== null;
  const current = useLatest(values);
  const base = useLatest(baseline);

  useEffect(() => {
    listen();
    const target = `${user ?? ''}\n${key}`;
    if (!user || !ready || restoredFor.current === target) return;
    restoredFor.current = target;
    const draft = takeDraft(user, key);
    const now = current.current;
    if (!draft || !now) return;
    const patch: DraftValues = {};
    for (const [field, value] of Object.entries(draft)) {
      // Only into fields as they opened: what the patient typed since comes first.
      if (field in now && now[field] === (base.current?.[field] ?? '')) patch[field] = value;
    }
    if (Object.keys(patch).length > 0) restoreRef.current(patch as Partial<T>);
  }, [user, key, ready, current, base, restoreRef]);

  const changed = values ? changedFields(values, baseline) : {};
  const signature = JSON.stringify(changed);
  // In the commit itself: the page may be left right after a keystroke.
  useLayoutEffect(() => {
    const typed = JSON.parse(signature) as DraftValues;
    if (Object.keys(typed).length > 0) open.set(self, { key, values: typed });
    else open.delete(self);
  }, [self, key, signature]);

  useEffect(
    () => () => {
      open.delete(self);
      // Left (sent, closed, another page): a copy written when the page was hidden is not given back later.
      if (written.delete(key) && uid) forget(uid, [key]);
    },
    [self, key],
  );
}
