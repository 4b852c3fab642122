// Booking on the times last seen (issue 15). A doctor's free times are kept on the device with the
// patient's other saved answers (src/lib/offline/persist-entry.ts, PUBLIC_KEPT 'schedules': one answer per doctor
// and month asked). With no signal the slot picker shows the newest kept answer that covers the
// month asked for — also one asked on an earlier day (the window starts today, so its key changed)
// — marked with its date: the patient may book on it, and the booking waits in the outbox, to be
// confirmed, or refused (taken meanwhile) with a way to choose another time, once sent.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ScheduleSlot } from '@contracts/schedules';
import { ApiError } from '@/lib/api/api-client';
import type { DoctorSchedule, ScheduleWindow } from './api/get-doctor-schedule';

/** A schedule answer as the query cache holds it (the fields this module reads). */
export type ScheduleCopy = { queryKey: QueryKey; queryHash: string; state: { data?: unknown; dataUpdatedAt: number } };

/** The key prefix of a doctor's schedule answers (src/features/appointments/booking/api/get-doctor-schedule.ts). */
export const scheduleKeyOf = (doctorId: string) => ['upn', 'schedules', doctorId] as const;

function windowOf(copy: ScheduleCopy): ScheduleWindow | null {
  const window = copy.queryKey[3] as Partial<ScheduleWindow> | undefined;
  return typeof window?.from === 'string' && typeof window.to === 'string' ? (window as ScheduleWindow) : null;
}

/**
 * The newest kept answer whose window holds all of `window` (from..to), of the same consultation type
 * or of every type; null when none does (a month never looked at is not shown as empty).
 */
export function lastSeenCopy(copies: readonly ScheduleCopy[], window: ScheduleWindow): ScheduleCopy | null {
  let best: ScheduleCopy | null = null;
  for (const copy of copies) {
    const seen = windowOf(copy);
    if (!seen || copy.state.data === undefined) continue;
    if (seen.from > window.from || seen.to < window.to) continue;
    if (seen.appointmentType !== undefined && seen.appointmentType !== window.appointmentType) continue;
    if (!best || copy.state.dataUpdatedAt > best.state.dataUpdatedAt) best = copy;
  }
  return best;
}

/** A kept answer cut to `window` (its days, and its consultation type when one is asked for). */
export function scheduleWithin(schedule: DoctorSchedule, window: ScheduleWindow): DoctorSchedule {
  const ofType = (slot: ScheduleSlot) => window.appointmentType === undefined || slot.appointmentType === window.appointmentType;
  const slots = schedule.slots.filter((slot) => slot.date >= window.from && slot.date <= window.to && ofType(slot));
  // Its first free day after the window: among its own later slots, else what the server said
  // (after the kept answer's end, so after the window's too) — unless that counted other types.
  const later = schedule.slots
    .filter((slot) => slot.date > window.to && slot.status === 'available' && ofType(slot))
    .reduce<string | null>((first, slot) => (first === null || slot.date < first ? slot.date : first), null);
  const sameTypes = window.appointmentType === undefined || schedule.slots.every(ofType);
  return {
    ...schedule,
    from: window.from,
    to: window.to,
    slots,
    nextAvailableDate: later ?? (sameTypes ? (schedule.nextAvailableDate ?? null) : null),
  };
}

/** The newest kept slot of this id among the doctor's kept answers (the slot chosen offline). */
export function lastSeenSlot(copies: readonly ScheduleCopy[], slotId: string): { slot: ScheduleSlot; seenAt: number } | null {
  let found: { slot: ScheduleSlot; seenAt: number } | null = null;
  for (const copy of copies) {
    const slot = (copy.state.data as DoctorSchedule | undefined)?.slots.find((s) => s.id === slotId);
    if (slot && (!found || copy.state.dataUpdatedAt > found.seenAt)) found = { slot, seenAt: copy.state.dataUpdatedAt };
  }
  return found;
}

/**
 * Whether a failed request means the server could not be reached (no signal, a server down), as
 * opposed to an answer about the request (a doctor not found): only then is a kept copy shown instead.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
  return error instanceof TypeError;
}

/** The doctor's kept answers, read again whenever the cache changes (only while `enabled`). */
function useScheduleCopies<T>(doctorId: string, enabled: boolean, pick: (copies: ScheduleCopy[]) => T | null, idOf: (found: T) => string) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => (enabled ? cache.subscribe(listener) : () => {}), [cache, enabled]);
  const find = useCallback(() => pick(cache.findAll({ queryKey: scheduleKeyOf(doctorId) }) as ScheduleCopy[]), [cache, doctorId, pick]);
  // A string snapshot (compared by value): which answer, and how new.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const found = enabled ? find() : null;
      return found === null ? '' : idOf(found);
    },
    () => '',
  );
  // Recomputed when the snapshot says another answer (or a newer one) is to be shown.
  return useMemo(() => (snapshot ? find() : null), [snapshot, find]);
}

/** The kept answer to show for `window` while the doctor's times cannot be asked for, or null. */
export function useLastSeenSchedule(doctorId: string, window: ScheduleWindow, enabled: boolean): { schedule: DoctorSchedule; seenAt: number } | null {
  const windowKey = JSON.stringify(window);
  const pick = useCallback((copies: ScheduleCopy[]) => lastSeenCopy(copies, JSON.parse(windowKey) as ScheduleWindow), [windowKey]);
  const copy = useScheduleCopies(doctorId, enabled, pick, (c) => `${c.queryHash}|${c.state.dataUpdatedAt}`);
  return useMemo(
    () => (copy ? { schedule: scheduleWithin(copy.state.data as DoctorSchedule, JSON.parse(windowKey) as ScheduleWindow), seenAt: copy.state.dataUpdatedAt } : null),
    [copy, windowKey],
  );
}

/** The chosen slot as last seen among the doctor's kept times (the summary cannot be asked for offline), or null. */
export function useLastSeenSlot(doctorId: string, slotId: string | null, enabled: boolean): { slot: ScheduleSlot; seenAt: number } | null {
  const pick = useCallback((copies: ScheduleCopy[]) => (slotId ? lastSeenSlot(copies, slotId) : null), [slotId]);
  return useScheduleCopies(doctorId, enabled, pick, (f) => `${f.slot.id}|${f.seenAt}|${f.slot.status}`);
}
