import { Trans, useLingui } from '@lingui/react/macro';
import type { Specialization } from '@contracts/doctors';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import type { Locale } from '@/lib/i18n/i18n';
import type { BookingStep } from '../booking-flow';
import * as s from './BookingPage.css';

/** What the header shows of the doctor being booked. */
export type BookingDoctor = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePictureUrl: string | null;
  mainSpecialization: Specialization;
};

/** The doctor being booked (a skeleton until known) and the three steps, the current one marked. */
export function BookingHeader({ doctor, name, step }: { doctor: BookingDoctor | undefined; name: string; step: BookingStep }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const stepNames = [
    { id: 'time', label: t`1. Time` },
    { id: 'details', label: t`2. Details and payment` },
    { id: 'done', label: t`3. Confirmation` },
  ];
  return (
    <>
      <header className={s.header}>
        {doctor ? <Avatar src={doctor.profilePictureUrl} name={name} size="lg" decorative /> : <Skeleton variant="circle" width="64px" height="64px" />}
        <div className={s.headerText}>
          <h1 className={s.title}>{doctor ? t`Book Dr. ${name}` : <Trans>Book an appointment</Trans>}</h1>
          {doctor ? (
            <p className={s.subtitle}>{locale === 'ne' && doctor.mainSpecialization.nameNe ? doctor.mainSpecialization.nameNe : doctor.mainSpecialization.nameEn}</p>
          ) : null}
        </div>
      </header>
      <ol className={s.steps} aria-label={t`Booking steps`}>
        {stepNames.map((item) => (
          <li key={item.id} className={s.step} aria-current={item.id === step ? 'step' : undefined}>
            {item.label}
          </li>
        ))}
      </ol>
    </>
  );
}
