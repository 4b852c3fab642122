import { Plural, Trans } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctor-details';
import { ClinicCard } from './ClinicCard';
import * as s from './DoctorProfilePage.css';

/** The location tab: the doctor's clinics, or a line saying there are none yet. */
export function DoctorLocation({ doctor }: { doctor: DoctorDetails }) {
  if (doctor.clinics.length === 0) {
    return (
      <p className={s.muted}>
        <Trans>No clinic details yet.</Trans>
      </p>
    );
  }
  return (
    <section className={s.section} aria-labelledby="clinics-title">
      <h2 id="clinics-title" className={s.sectionTitle}>
        <Plural value={doctor.clinics.length} one="Clinic" other="Clinics" />
      </h2>
      <div className={s.sections}>
        {doctor.clinics.map((clinic) => (
          <ClinicCard key={clinic.id} clinic={clinic} />
        ))}
      </div>
    </section>
  );
}
