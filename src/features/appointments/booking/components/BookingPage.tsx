import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import type { PatientProfile } from '@contracts/patient';
import { displayDoctorName } from '@contracts/doctor-name';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import type { Locale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useBookingFlow } from '../booking-flow';
import { usePickedSearch } from '../use-picked-search';
import type { BookingSearch } from '../booking-search';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingHeader, type BookingDoctor } from './BookingHeader';
import { ChooseTimeStep } from './ChooseTimeStep';
import { DetailsStep } from './DetailsStep';
import * as s from './BookingPage.css';

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
  const { uid, doctorId, doctor, doctorNotFound, profile, profileError, onRetryProfile, members, profileGate, payNow } = props;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = doctor ? displayDoctorName(doctor, locale) : '';
  useDocumentTitle(name ? t`Book Dr. ${name}` : t`Book an appointment`);
  // A day or time picked shows at once; the URL follows after the paint (use-picked-search.ts).
  const [search, pick, onSearchChange] = usePickedSearch(props.search, props.onSearchChange);
  const flow = useBookingFlow({ uid, doctorId, locale, search, onSearchChange, pick, profile, members, profileGate });

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

  return (
    <div className={s.page}>
      <Link to="/find/doctors/$id" params={{ id: doctorId }} className={s.back}>
        <span aria-hidden="true">←</span>
        <Trans>Doctor's profile</Trans>
      </Link>
      <BookingHeader doctor={doctor} name={name} step={flow.step} />

      {flow.step === 'done' ? (
        <BookingConfirmation appointmentId={search.booked!} appointment={flow.booked?.id === search.booked ? flow.booked : null} payNow={payNow} />
      ) : flow.step === 'time' ? (
        <ChooseTimeStep doctorId={doctorId} date={search.date ?? null} flow={flow} />
      ) : (
        <DetailsStep
          flow={flow}
          locale={locale}
          profile={profile}
          profileError={profileError}
          onRetryProfile={onRetryProfile}
          members={members}
          profileGate={profileGate}
        />
      )}
    </div>
  );
}
