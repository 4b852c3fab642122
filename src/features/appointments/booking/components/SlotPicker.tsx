import { memo, useCallback, useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleSlot } from '@contracts/schedules';
import type { SlotType } from '@contracts/record-options';
import { Button } from '@/ui/Button/Button';
import { Calendar } from '@/ui/Calendar/Calendar';
import { todayIn } from '@/ui/Calendar/dates';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { TimeSlotGrid } from '@/ui/TimeSlotGrid/TimeSlotGrid';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { formatDate, formatDateTime, formatMoney, formatTime, patientTimeZone } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { useDoctorSchedule } from '../api/get-doctor-schedule';
import { emptyDates, firstBookableDate, isBookable, monthWindow, nextFreeDate, slotsOn, toTimeSlot } from '../schedule-window';
import { QueryError } from '@/ui/QueryError/QueryError';
import * as s from './SlotPicker.css';

export type SlotPickerProps = {
  doctorId: string;
  /** The chosen day ('YYYY-MM-DD' in the patient's zone), or null for "the first day with a free slot". */
  date: string | null;
  onDateChange: (date: string) => void;
  selectedSlotId: string | null;
  onSelect: (slot: ScheduleSlot) => void;
  /** Only slots of this consultation type (rescheduling keeps the type). */
  appointmentType?: SlotType;
  /** Slots shown as unavailable whatever the server says (the appointment's own slot). */
  unavailableSlotIds?: readonly string[];
  /** The current instant (tests). */
  now?: number;
  /** Heading level of the day title. */
  headingLevel?: 2 | 3;
};

/**
 * A day in the Calendar, then a time in the TimeSlotGrid, from the doctor's schedule. Times are
 * shown in the patient's zone; past and taken slots are struck through and disabled.
 */
export const SlotPicker = memo(function SlotPicker({
  doctorId, date, onDateChange, selectedSlotId, onSelect, appointmentType, unavailableSlotIds, now, headingLevel = 2,
}: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const zone = patientTimeZone();
  const today = todayIn(zone, now === undefined ? undefined : new Date(now));
  const range = useMemo(() => monthWindow(date, today, appointmentType), [date, today, appointmentType]);
  // oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past is judged now); tests pass a fixed time
  const instant = now ?? Date.now();
  const { query, schedule: loaded, seenAt, unreachable } = useDoctorSchedule(doctorId, range, instant);
  const { error, isError, isFetching, refetch } = query;
  const unavailable = useMemo(() => new Set(unavailableSlotIds ?? []), [unavailableSlotIds]);
  const firstInWindow = loaded ? firstBookableDate(loaded.slots, instant, unavailable) : null;
  // Opened with no day chosen and nothing free this month: go to the first free day, however far ahead
  // (a booking page that opens on "no times" with nothing pointing on is a dead end).
  const jumpTo = date === null && loaded && !firstInWindow ? loaded.nextAvailableDate ?? null : null;
  useEffect(() => {
    if (jumpTo) onDateChange(jumpTo);
  }, [jumpTo, onDateChange]);
  const shownDate = date ?? firstInWindow ?? today;
  // Kept between renders, so the calendar (a memo) skips the renders of a time's choice.
  const empty = useMemo(() => (loaded ? emptyDates(range, loaded.slots) : new Set<string>()), [range, loaded]);
  const isDayDisabled = useCallback((day: string) => day !== shownDate && empty.has(day), [shownDate, empty]);
  const daySlots = useMemo(() => (loaded ? slotsOn(loaded.slots, shownDate) : []), [loaded, shownDate]);
  const timeSlots = useMemo(() => daySlots.map((slot) => toTimeSlot(slot, unavailable)), [daySlots, unavailable]);
  const timeZone = loaded?.timeZone ?? zone;
  const selected = daySlots.find((slot) => slot.id === selectedSlotId) ?? null;
  const Heading = `h${headingLevel}` as const;
  const dayLabel = formatDateBs(`${shownDate}T12:00:00Z`, { locale, timeZone: 'UTC' });
  const noneThisDay = daySlots.every((slot) => !isBookable(slot, instant, unavailable));
  const nextFree = loaded && noneThisDay ? nextFreeDate(loaded, shownDate, instant, unavailable) : null;
  const nextLabel = nextFree ? formatDateBs(`${nextFree}T12:00:00Z`, { locale, timeZone: 'UTC' }) : '';

  return (
    <div className={s.root}>
      <Calendar
        value={shownDate}
        onChange={onDateChange}
        today={today}
        timeZone={zone}
        isDayDisabled={isDayDisabled}
        label={t`Appointment date`}
      />
      <div className={s.slots} aria-busy={isFetching || undefined}>
        <Heading className={s.dayTitle}>
          <Trans>Times on {dayLabel}</Trans>
        </Heading>
        {unreachable && !loaded ? (
          <div className={s.lastSeen} role="status">
            <p className={s.lastSeenText}>
              <Trans>You are offline, and this doctor's times for this month were not saved on this phone. Connect to see them.</Trans>
            </p>
            <Button variant="outline" size="sm" className={s.nextButton} onClick={() => void refetch()} loading={isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : isError && !loaded ? (
          <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : !loaded || jumpTo ? (
          <div>
            <VisuallyHidden role="status">
              <Trans>Loading available times…</Trans>
            </VisuallyHidden>
            <div className={s.skeletonGrid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rect" height="52px" />
              ))}
            </div>
          </div>
        ) : (
          <>
            {seenAt !== null ? <LastSeenNotice seenAt={seenAt} /> : null}
            <TimeSlotGrid
              slots={timeSlots}
              timeZone={timeZone}
              now={instant}
              selectedId={selected?.id ?? null}
              onSelect={(timeSlot) => {
                const slot = daySlots.find((candidate) => candidate.id === timeSlot.id);
                if (slot) onSelect(slot);
              }}
              label={t`Available times on ${dayLabel}`}
            />
            {nextFree ? (
              <Button variant="outline" size="sm" className={s.nextButton} onClick={() => onDateChange(nextFree)}>
                <Trans>Next free times: {nextLabel}</Trans>
              </Button>
            ) : noneThisDay && !firstInWindow ? (
              <p className={s.muted}>
                <Trans>This doctor has no free times for now. Please look again later or choose another doctor.</Trans>
              </p>
            ) : null}
            {selected ? (
              <p className={s.chosen} role="status">
                <SlotDescription slot={selected} locale={locale} timeZone={timeZone} />
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
});

/**
 * Times shown from the device's copy (offline, or the server out of reach): when they are from, and
 * what a booking made on them does. `chosen`: said of the one time chosen (the details step).
 */
export function LastSeenNotice({ seenAt, chosen = false }: { seenAt: number; chosen?: boolean }) {
  const when = formatDateTime(seenAt);
  return (
    <div className={s.lastSeen} data-testid="slots-last-seen">
      <p className={s.lastSeenTitle}>
        {chosen ? <Trans>This time was last seen on {when}. It may have been taken since.</Trans> : <Trans>Times last updated {when}. They may have changed since.</Trans>}
      </p>
      <p className={s.lastSeenText}>
        <Trans>
          A booking made now waits on this phone and is sent when the connection is back: then it is confirmed, or, if the
          time was taken meanwhile, you choose another.
        </Trans>
      </p>
    </div>
  );
}

/** 'Tue 25 Nov, 10:00 am to 10:15 am · Bir Clinic · Rs. 500'. */
export function SlotDescription({ slot, locale, timeZone }: { slot: ScheduleSlot; locale: Locale; timeZone: string }) {
  const { t } = useLingui();
  const day = formatDate(slot.originalTimeRange.start, { locale, timeZone });
  const start = formatTime(slot.originalTimeRange.start, { locale, timeZone });
  const end = formatTime(slot.originalTimeRange.end, { locale, timeZone });
  const fee = slot.appointmentFee === 0 ? t`Free` : formatMoney(slot.appointmentFee, locale);
  const place = slot.clinicName ?? (slot.appointmentType === 'video' ? t`Video consultation` : t`Message consultation`);
  return <Trans>{day}, {start} to {end} · {place} · {fee}</Trans>;
}
