import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PatientProfile } from '@contracts/patient';
import { profileProblems, type ProfileBookingField } from '../profile-check';
import * as s from './ProfileGate.css';

type Props = {
  profile: PatientProfile;
  /** Where the profile page sends the patient back to (this booking, with the chosen slot). */
  back: string;
  today?: Date;
};

/**
 * Shown instead of the booking form when the profile is not complete (spec 5): what is missing,
 * or that the patient is under 18, and a link to the profile page that comes straight back.
 */
export function ProfileGate({ profile, back, today }: Props) {
  const { t } = useLingui();
  const { missing, underAge } = profileProblems(profile, today);
  const labels: Record<ProfileBookingField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    countryCode: t`Country code`,
    phoneNumber: t`Phone number`,
    email: t`Email`,
    dateOfBirth: t`Date of birth`,
    bloodGroup: t`Blood group`,
    gender: t`Gender`,
    city: t`City`,
  };
  return (
    <section className={s.box} aria-labelledby="profile-gate-title" data-testid="profile-gate">
      <h2 id="profile-gate-title" className={s.title}>
        <Trans>Complete your profile to book</Trans>
      </h2>
      {underAge ? (
        <p className={s.text}>
          <Trans>You must be at least 18 years old to book an appointment. Please check your date of birth.</Trans>
        </p>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p className={s.text}>
            <Trans>Please add these details to your profile:</Trans>
          </p>
          <ul className={s.list}>
            {missing.map((field) => (
              <li key={field}>{labels[field]}</li>
            ))}
          </ul>
        </>
      ) : null}
      {!underAge && missing.length === 0 ? (
        <p className={s.text}>
          <Trans>Please check the details in your profile.</Trans>
        </p>
      ) : null}
      <p className={s.text}>
        <Trans>We remember the time you chose and bring you straight back here afterwards.</Trans>
      </p>
      <Link to="/settings/profile" search={{ redirect: back }} className={s.link}>
        <Trans>Complete your profile</Trans>
      </Link>
    </section>
  );
}
