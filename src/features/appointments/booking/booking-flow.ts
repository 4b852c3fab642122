// The booking's flow (issue 28: out of BookingPage): which step the URL is at, the chosen time (the
// server's summary, or offline the time as last seen), the form's values prefilled from the profile
// and kept as a draft, and sending the booking once with one idempotency key per attempt.
import { useCallback, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import type { AppointmentDetails } from '@contracts/appointments';
import type { FamilyMember } from '@contracts/family';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { toast } from '@/ui/toast';
import type { Locale } from '@/lib/i18n/i18n';
import { useFormDraft } from '@/lib/offline/drafts';
import { useOnline } from '@/lib/offline/online';
import { useLatest } from '@/lib/hooks/use-latest';
import { keyForAttempt, type Attempt } from '@/lib/api/idempotency-key';
import { useBookAppointment } from './api/book-appointment';
import { useBookingSummary } from './api/get-booking-summary';
import { isUnreachable, useLastSeenSlot } from './last-seen';
import type { BookingSearch } from './booking-search';
import {
  BOOKING_FIELDS, bookingRequest, initialValues, isSlotConflict, patientFieldsFor, serverErrors, validateBooking, SELF,
  type BookingErrors, type BookingFormValues, type ForWhom,
} from './booking-form';

export type BookingStep = 'time' | 'details' | 'done';

type FlowInput = {
  uid: string;
  doctorId: string;
  locale: Locale;
  search: BookingSearch;
  onSearchChange: (next: BookingSearch, options?: { replace?: boolean }) => void;
  /** A day or time picked: shown at once, the URL follows after the paint (use-picked-search.ts). */
  pick: (next: BookingSearch) => void;
  profile: PatientProfile | undefined;
  members: readonly FamilyMember[] | undefined;
  profileGate: ReactNode | null;
};

export function useBookingFlow({ uid, doctorId, locale, search, onSearchChange, pick, profile, members, profileGate }: FlowInput) {
  const [values, setValues] = useState<BookingFormValues | null>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [booked, setBooked] = useState<AppointmentDetails | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const book = useBookAppointment();
  const slotId = search.slot ?? null;
  // The chosen time's price and checks are asked for in a render after the choice has painted (React
  // runs a click's effects before the paint, and starting the new query was part of the click).
  const summarySlotId = useDeferredValue(slotId);
  const summary = useBookingSummary(uid, summarySlotId);
  // Offline (or the server out of reach) the summary cannot be asked for: the chosen time as last
  // seen among the doctor's kept times stands in for it, and the booking waits in the outbox.
  const online = useOnline();
  const summaryUnreachable = !online || summary.fetchStatus === 'paused' || (summary.isError && isUnreachable(summary.error));
  const seen = useLastSeenSlot(doctorId, summarySlotId, summaryUnreachable && !summary.data);
  const chosenSlot = summary.data?.slot ?? seen?.slot;
  const chosenSeenAt = !summaryUnreachable ? null : summary.data ? summary.dataUpdatedAt : (seen?.seenAt ?? null);

  // Prefill once the profile (as the server has it now: the route passes none while an old copy
  // is being refreshed) and the family list are known, and the profile is complete enough to book.
  if (values === null && profile && !profileGate && members) setValues(initialValues(search.for ?? SELF, profile, members));
  // The reason and comments survive an app update's reload, given back when this doctor's booking opens again (issue 15).
  useFormDraft(`booking:${doctorId}`, values && { reasonForVisit: values.reasonForVisit, comments: values.comments }, (draft) =>
    setValues((old) => old && { ...old, ...draft }),
  );

  const step: BookingStep = search.booked ? 'done' : search.step === 'details' && slotId ? 'details' : 'time';

  // Stable, so the slot picker and its calendar (memos) skip the renders a pick does not concern.
  const latestSearch = useLatest(search);
  const chooseSlot = useCallback((slot: ScheduleSlot) => {
    setSlotNotice(null);
    pick({ ...latestSearch.current, date: slot.date, slot: slot.id });
  }, [pick, latestSearch]);
  const changeDate = useCallback((date: string) => pick({ ...latestSearch.current, date, slot: undefined }), [pick, latestSearch]);

  const focusFirst = (found: BookingErrors) => {
    const first = BOOKING_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = () => {
    const slot = chosenSlot;
    if (!values || !slot) return;
    const body = bookingRequest(values, doctorId, slot);
    const found = validateBooking(body, locale);
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    attempt.current = keyForAttempt(attempt.current, body);
    book.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (res) => {
          attempt.current = null;
          setBooked(res.data);
          toast.success(res.message);
          onSearchChange({ booked: res.data.id }, { replace: true });
        },
        onError: (err) => {
          const { fieldErrors, formError: message } = serverErrors(err);
          if (isSlotConflict(err) || fieldErrors.slot) {
            // Someone else took the time meanwhile: back to the (refreshed) times to pick another.
            setSlotNotice(fieldErrors.slot ?? message);
            void summary.refetch();
            onSearchChange({ ...search, slot: undefined, step: undefined });
            return;
          }
          setErrors(fieldErrors);
          setFormError(message);
          if (!message) focusFirst(fieldErrors);
        },
      },
    );
  };

  /** The form's edits: a patch of values clears those fields' errors; "for whom" also refills the patient's fields and the URL. */
  const edit = (patch: Partial<BookingFormValues>) => {
    if (!values) return;
    setValues({ ...values, ...patch });
    setErrors((old) => withoutFields(old, Object.keys(patch)));
  };
  const changeForWhom = (forWhom: ForWhom) => {
    if (!values || !profile) return;
    setValues({ ...values, forWhom, ...patientFieldsFor(forWhom, profile, members ?? []) });
    onSearchChange({ ...search, for: forWhom === SELF ? undefined : forWhom }, { replace: true });
  };

  return {
    step, slotId, slotNotice, chosenSlot, chosenSeenAt, summary, seen, values, errors, formError, booked,
    formRef, book, chooseSlot, submit, edit, changeForWhom,
    changeDate,
    toDetails: () => onSearchChange({ ...search, step: 'details' }),
    toTimes: () => onSearchChange({ ...search, step: undefined }),
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;

/** The errors minus those of the fields just edited. */
function withoutFields(errors: BookingErrors, fields: string[]): BookingErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field as keyof BookingErrors];
  return next;
}
