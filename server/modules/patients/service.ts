import type { AppDeps } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import { ageOn, type PatientProfile, type RegisterPatientInput, type UpdatePatientDetailsInput } from '../../../contracts/patient';
import { MIN_AGE_YEARS } from '../../../contracts/options';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { profilePicture } from '../../../contracts/endpoints/account';
import { PATIENT_ROLE } from '../../middleware/auth';
import type { UserPreferences } from '../../../contracts/preferences';
import { authUnavailable, findUserByEmail, isFirebaseError, sendAfterAnswer } from './auth-provider';
import { findAccountByUid, findPatientById, findUserPreferences, insertPatient, updatePatientDetails, upsertUserPreferences, type PatientRow } from './repository';

function splitDate(iso: string | null): PatientProfile['dateOfBirth'] {
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Booking needs these (spec 5: the profile must be complete, age at least 18). */
export function isProfileComplete(p: PatientRow, today = new Date()): boolean {
  const dob = splitDate(p.dateOfBirth);
  return Boolean(p.firstName && p.lastName && p.countryCode && p.phone && p.email && p.bloodGroup && p.gender && p.city
    && dob && ageOn(dob, today) >= MIN_AGE_YEARS);
}

export function toProfile(p: PatientRow): PatientProfile {
  return {
    id: p.id,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    email: p.email,
    countryCode: p.countryCode,
    phoneNumber: p.phone,
    phoneVerified: p.phoneVerified,
    dateOfBirth: splitDate(p.dateOfBirth),
    bloodGroup: p.bloodGroup,
    address: p.address,
    city: p.city,
    timeZone: p.timeZone,
    postalCode: p.postalCode,
    maritalStatus: p.maritalStatus,
    occupation: p.occupation,
    religion: p.religion,
    gender: p.gender,
    nationality: p.nationality,
    language: p.language,
    profilePictureUrl: p.profilePicturePath ? pathOf(profilePicture) : null,
    isComplete: isProfileComplete(p),
  };
}

/** The app's own /action link from the admin SDK's link (which points at Firebase or the emulator). */
export function appActionLink(firebaseLink: string, appUrl: string): string {
  const src = new URL(firebaseLink);
  const out = new URL('/action', appUrl);
  for (const k of ['mode', 'oobCode', 'lang']) {
    const val = src.searchParams.get(k);
    if (val) out.searchParams.set(k, val);
  }
  return out.toString();
}

/** The verification e-mail; `firebaseLink` when the caller already has one. */
export async function sendVerificationEmail(deps: AppDeps, email: string, firstName: string, appUrl: string, firebaseLink?: string): Promise<void> {
  const link = appActionLink(firebaseLink ?? await deps.auth.generateEmailVerificationLink(email), appUrl);
  await deps.mailer.send({
    to: email,
    subject: 'Verify your Swasthya email / आफ्नो इमेल प्रमाणित गर्नुहोस्',
    text: `Namaste ${firstName},\n\nPlease verify your email address by opening this link:\n${link}\n\nकृपया माथिको लिङ्क खोलेर आफ्नो इमेल प्रमाणित गर्नुहोस्।\n\n— Swasthya`,
  });
  if (!deps.env.smtpUrl) deps.log.info('verification email written to the outbox', { link });
}

/** To an address that already has an account, when someone signs up with it again. */
async function sendAccountExistsEmail(deps: AppDeps, email: string, appUrl: string): Promise<void> {
  const signIn = new URL('/signin', appUrl).toString();
  const forgot = new URL('/forgot-password', appUrl).toString();
  await deps.mailer.send({
    to: email,
    subject: 'You already have a Swasthya account / तपाईंको स्वास्थ्य खाता पहिले नै छ',
    text: `Namaste,\n\nSomeone (perhaps you) tried to create a Swasthya account with this address, which already has one.\nSign in: ${signIn}\nForgot your password? ${forgot}\n\nयो इमेलमा पहिले नै खाता छ। साइन इन गर्नुहोस् वा पासवर्ड बिर्सनुभएको भए माथिको दोस्रो लिङ्क खोल्नुहोस्।\n\nIf it was not you, ignore this e-mail.\n— Swasthya`,
  });
}

/**
 * Creates the Firebase user, sets the patient role claim, creates the profile and, after the answer,
 * sends the verification e-mail. If the profile cannot be stored the Firebase user is removed again,
 * so a retry with the same e-mail works.
 *
 * No account probing: an address that already has an account gets the same answer, after the same
 * number of round trips (the user and its profile are read where a new one's are written), and an
 * e-mail saying so goes to that address, not to the caller.
 */
export async function registerPatient(deps: AppDeps, input: RegisterPatientInput, appUrl: string): Promise<void> {
  const middleName = input.middleName ? input.middleName : null;
  let uid: string;
  try {
    const user = await deps.auth.createUser({
      email: input.email,
      password: input.password,
      displayName: [input.firstName, middleName, input.lastName].filter(Boolean).join(' '),
      emailVerified: false,
    });
    uid = user.uid;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'auth/email-already-exists') {
      const existing = await findUserByEmail(deps, input.email);
      if (existing) await findAccountByUid(deps.db, existing.uid);
      sendAfterAnswer(deps, 'account exists', () => sendAccountExistsEmail(deps, input.email, appUrl));
      return;
    }
    if (code === 'auth/invalid-password') throw new HttpError(400, M.passwordRule, [{ field: 'password', message: M.passwordRule }]);
    throw authUnavailable(deps, 'createUser', err);
  }
  try {
    await deps.auth.setCustomUserClaims(uid, { role: PATIENT_ROLE });
    await insertPatient(deps.db, { firebaseUid: uid, email: input.email, firstName: input.firstName, middleName, lastName: input.lastName });
  } catch (err) {
    await deps.auth.deleteUser(uid).catch((e: unknown) => deps.log.error('could not remove a half-made account', { detail: String((e as Error).message ?? e).slice(0, 200) }));
    // The same answer as for any address with an account (a profile row for this e-mail exists).
    if (pgErrorCode(err) === '23505') return;
    if (isFirebaseError(err)) throw authUnavailable(deps, 'setCustomUserClaims', err);
    throw err;
  }
  sendAfterAnswer(deps, 'verification', () => sendVerificationEmail(deps, input.email, input.firstName, appUrl));
}

export async function getProfile(deps: AppDeps, patientId: string): Promise<PatientProfile> {
  const row = await findPatientById(deps.db, patientId);
  if (!row) throw new HttpError(404, M.profileNotFound);
  return toProfile(row);
}

export async function updateProfile(deps: AppDeps, patientId: string, input: UpdatePatientDetailsInput): Promise<PatientProfile> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const row = await updatePatientDetails(deps.db, patientId, {
    firstName: input.firstName,
    middleName: input.middleName || null,
    lastName: input.lastName,
    countryCode: input.countryCode,
    phone: input.phoneNumber,
    dateOfBirth: `${input.dateOfBirth.year}-${pad(input.dateOfBirth.month)}-${pad(input.dateOfBirth.day)}`,
    bloodGroup: input.bloodGroup,
    gender: input.gender,
    address: input.address ?? null,
    city: input.city,
    timeZone: input.timeZone,
    postalCode: input.postalCode || null,
    maritalStatus: input.maritalStatus ?? null,
    occupation: input.occupation ?? null,
    religion: input.religion ?? null,
    nationality: input.nationality ?? null,
    language: input.language ?? null,
  });
  if (!row) throw new HttpError(404, M.profileNotFound);
  return toProfile(row);
}

/** Theme and language; unsaved (the device's choice may win) until the patient chooses. */
export async function getPreferences(deps: AppDeps, patientId: string): Promise<UserPreferences & { saved: boolean }> {
  const row = await findUserPreferences(deps.db, patientId);
  return row ? { ...row, saved: true } : { theme: 'light', language: 'en', saved: false };
}

export async function savePreferences(deps: AppDeps, patientId: string, patch: Partial<UserPreferences>): Promise<UserPreferences & { saved: boolean }> {
  return { ...(await upsertUserPreferences(deps.db, patientId, patch)), saved: true };
}
