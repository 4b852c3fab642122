import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppointmentDetails } from '@contracts/appointments';
import type { Specialization } from '@contracts/doctors';
import type { FamilyMember } from '@contracts/family';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { patientTimeZone } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDraft } from '@/lib/drafts';
import { useBookAppointment } from '../api/book-appointment';
import { useBookingSummary } from '../api/get-booking-summary';
import { isUnreachable, useLastSeenSlot } from '../last-seen';
import { useOnline } from '@/lib/online';
import {
  BOOKING_FIELDS, bookingRequest, initialValues, isSlotConflict, patientFieldsFor, serverErrors, validateBooking, SELF,
  type BookingErrors, type BookingFormValues, type ForWhom,
} from '../booking-form';
import { keyForAttempt, type Attempt } from '@/lib/idempotency-key';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingDetailsForm } from './BookingDetailsForm';
import { QueryError } from '@/ui/QueryError/QueryError';
import { LastSeenNotice, SlotDescription, SlotPicker } from './SlotPicker';
import * as s from './BookingPage.css';
import { displayDoctorName } from '@contracts/doctor-name';

/** The booking's place in the URL: the chosen day and slot survive the trip to the profile page. */
export type BookingSearch = { date?: string; slot?: string; step?: 'details'; for?: string; booked?: string };

export type BookingDoctor = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePictureUrl: string | null;
  mainSpecialization: Specialization;
};

export type BookingPageProps = {
  uid: string;
  doctorId: string;
  doctor: BookingDoctor | undefined;
  doctorNotFound?: boolean;
  search: BookingSearch;
  onSearchChange: (next: BookingSearch, options?: { replace?: boolean }) => void;
  profile: PatientProfile | undefined;
  profileError: unknown;
  onRetryProfile: () => void;
  /** The patient's family members; undefined while they load. */
  members: readonly FamilyMember[] | undefined;
  /** What to show instead of the form when the profile cannot book yet (null: it can). */
  profileGate: ReactNode | null;
  /** The wallet choice for a booking to be paid online (given by the route: payments is another feature). */
  payNow?: (appointmentId: string) => ReactNode;
};

/** Booking a doctor: a time, then the patient details and payment, then a confirmation. */
export function BookingPage(props: BookingPageProps) {
  const { uid, doctorId, doctor, doctorNotFound, search, onSearchChange, profile, profileError, onRetryProfile, members, profileGate, payNow } = props;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = doctor ? displayDoctorName(doctor, locale) : '';
  useDocumentTitle(name ? t`Book Dr. ${name}` : t`Book an appointment`);

  const [values, setValues] = useState<BookingFormValues | null>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [booked, setBooked] = useState<AppointmentDetails | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const book = useBookAppointment();
  const slotId = search.slot ?? null;
  const summary = useBookingSummary(uid, slotId);
  // Offline (or the server out of reach) the summary cannot be asked for: the chosen time as last
  // seen among the doctor's kept times stands in for it, and the booking waits in the outbox.
  const online = useOnline();
  const summaryUnreachable = !online || summary.fetchStatus === 'paused' || (summary.isError && isUnreachable(summary.error));
  const seen = useLastSeenSlot(doctorId, slotId, summaryUnreachable && !summary.data);
  const chosenSlot = summary.data?.slot ?? seen?.slot;
  const chosenSeenAt = !summaryUnreachable ? null : summary.data ? summary.dataUpdatedAt : (seen?.seenAt ?? null);

  // Prefill once the profile (as the server has it now: the route passes none while an old copy
  // is being refreshed) and the family list are known, and the profile is complete enough to book.
  if (values === null && profile && !profileGate && members) setValues(initialValues(search.for ?? SELF, profile, members));
  // The reason and comments survive an app update's reload, given back when this doctor's booking opens again (issue 15).
  useFormDraft(`booking:${doctorId}`, values && { reasonForVisit: values.reasonForVisit, comments: values.comments }, (draft) =>
    setValues((old) => old && { ...old, ...draft }),
  );

  const step = search.booked ? 'done' : search.step === 'details' && slotId ? 'details' : 'time';

  if (doctorNotFound) {
    return (
      <div className={s.page}>
        <EmptyState
          headingLevel={1}
          title={<Trans>Not found</Trans>}
          message={<Trans>This doctor could not be found. The link may be old or mistyped.</Trans>}
          action={<Link to="/find/doctors" className={s.linkButton}><Trans>Find doctors</Trans></Link>}
        />
      </div>
    );
  }

  const chooseSlot = (slot: ScheduleSlot) => {
    setSlotNotice(null);
    onSearchChange({ ...search, date: slot.date, slot: slot.id }, { replace: true });
  };

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

  const header = (
    <header className={s.header}>
      {doctor ? <Avatar src={doctor.profilePictureUrl} name={name} size="lg" decorative /> : <Skeleton variant="circle" width="64px" height="64px" />}
      <div className={s.headerText}>
        <h1 className={s.title}>{doctor ? t`Book Dr. ${name}` : <Trans>Book an appointment</Trans>}</h1>
        {doctor ? (
          <p className={s.subtitle}>{locale === 'ne' && doctor.mainSpecialization.nameNe ? doctor.mainSpecialization.nameNe : doctor.mainSpecialization.nameEn}</p>
        ) : null}
      </div>
    </header>
  );

  const stepNames = [
    { id: 'time', label: t`1. Time` },
    { id: 'details', label: t`2. Details and payment` },
    { id: 'done', label: t`3. Confirmation` },
  ];

  return (
    <div className={s.page}>
      <Link to="/find/doctors/$id" params={{ id: doctorId }} className={s.back}>
        <span aria-hidden="true">←</span>
        <Trans>Doctor's profile</Trans>
      </Link>
      {header}
      <ol className={s.steps} aria-label={t`Booking steps`}>
        {stepNames.map((item) => (
          <li key={item.id} className={s.step} aria-current={item.id === step ? 'step' : undefined}>
            {item.label}
          </li>
        ))}
      </ol>

      {step === 'done' ? (
        <BookingConfirmation appointmentId={search.booked!} appointment={booked?.id === search.booked ? booked : null} payNow={payNow} />
      ) : step === 'time' ? (
        <section className={s.card} aria-labelledby="choose-time-title">
          <h2 id="choose-time-title" className={s.cardTitle}>
            <Trans>Choose a date and time</Trans>
          </h2>
          {slotNotice ? (
            <p className={s.alert} role="alert">
              {slotNotice}
            </p>
          ) : null}
          <SlotPicker
            doctorId={doctorId}
            date={search.date ?? null}
            onDateChange={(date) => onSearchChange({ ...search, date, slot: undefined }, { replace: true })}
            selectedSlotId={slotId}
            onSelect={chooseSlot}
            headingLevel={3}
          />
          <div className={s.actions}>
            <Button size="lg" disabled={!slotId} onClick={() => onSearchChange({ ...search, step: 'details' })}>
              <Trans>Continue</Trans>
            </Button>
            {!slotId ? (
              <p className={s.muted}>
                <Trans>Choose a time to continue.</Trans>
              </p>
            ) : null}
          </div>
        </section>
      ) : (
        <section className={s.card} aria-labelledby="details-title">
          <h2 id="details-title" className={s.cardTitle}>
            <Trans>Details and payment</Trans>
          </h2>
          <ChosenSlot
            slot={chosenSlot}
            locale={locale}
            onChange={() => onSearchChange({ ...search, step: undefined })}
          />
          {chosenSeenAt !== null && chosenSlot ? <LastSeenNotice seenAt={chosenSeenAt} chosen /> : null}
          {summary.data && summary.data.slot.status !== 'available' ? (
            <p className={s.alert} role="alert">
              <Trans>This time is no longer available. Please choose another time.</Trans>
            </p>
          ) : profileError && !profile ? (
            <QueryError error={profileError} onRetry={onRetryProfile} />
          ) : profileGate ? (
            profileGate
          ) : !profile || !values ? (
            <div aria-busy="true">
              <Skeleton lines={6} />
            </div>
          ) : (
            <BookingDetailsForm
              formRef={formRef}
              values={values}
              onChange={(patch) => {
                setValues({ ...values, ...patch });
                setErrors((old) => withoutFields(old, Object.keys(patch)));
              }}
              onForWhomChange={(forWhom: ForWhom) => {
                setValues({ ...values, forWhom, ...patientFieldsFor(forWhom, profile, members ?? []) });
                onSearchChange({ ...search, for: forWhom === SELF ? undefined : forWhom }, { replace: true });
              }}
              errors={errors}
              formError={formError}
              members={members ?? []}
              summary={summary.data}
              lastSeenFee={summary.data ? undefined : seen?.slot.appointmentFee}
              summaryError={summary.error}
              onRetrySummary={() => void summary.refetch()}
              retryingSummary={summary.isFetching}
              submitting={book.isPending}
              waiting={book.waiting}
              onSubmit={submit}
            />
          )}
        </section>
      )}
    </div>
  );
}

/** The errors minus those of the fields just edited. */
function withoutFields(errors: BookingErrors, fields: string[]): BookingErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field as keyof BookingErrors];
  return next;
}

function ChosenSlot({ slot, locale, onChange }: { slot: ScheduleSlot | undefined; locale: Locale; onChange: () => void }) {
  return (
    <div className={s.chosenSlot}>
      <p className={s.errorText}>
        {slot ? <SlotDescription slot={slot} locale={locale} timeZone={patientTimeZone()} /> : <Skeleton width="220px" />}
      </p>
      <Button variant="outline" size="sm" onClick={onChange}>
        <Trans>Change time</Trans>
      </Button>
    </div>
  );
}
