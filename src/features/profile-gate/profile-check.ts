// What booking needs from the profile (spec 5: complete profile, age at least 18). Mirrors the
// server's rule (profileProblems in the appointments module), so the patient learns before
// submitting which fields to fill in.
import { ageOn, type PatientProfile } from '@contracts/patient';
import { MIN_AGE_YEARS } from '@contracts/options';

export const PROFILE_BOOKING_FIELDS = [
  'firstName', 'lastName', 'countryCode', 'phoneNumber', 'email', 'dateOfBirth', 'bloodGroup', 'gender', 'city',
] as const;
export type ProfileBookingField = (typeof PROFILE_BOOKING_FIELDS)[number];

export type ProfileProblems = {
  /** Fields that are empty, in form order. */
  missing: ProfileBookingField[];
  /** The date of birth says the patient is younger than 18. */
  underAge: boolean;
};

/** The problems that stop this profile from booking; none when `isComplete`. */
export function profileProblems(profile: PatientProfile, today: Date = new Date()): ProfileProblems {
  const missing = PROFILE_BOOKING_FIELDS.filter((field) => {
    const value = profile[field];
    return value === null || value === undefined || value === '';
  });
  const underAge = profile.dateOfBirth !== null && ageOn(profile.dateOfBirth, today) < MIN_AGE_YEARS;
  return { missing, underAge };
}

/** Booking may go ahead: the server says the profile is complete and nothing is missing here either. */
export function canBook(profile: PatientProfile, today: Date = new Date()): boolean {
  const problems = profileProblems(profile, today);
  return profile.isComplete && problems.missing.length === 0 && !problems.underAge;
}
