// Phone verification by one-time code: 6 digits, kept only as a hash, valid 10 minutes, at most
// 5 tries; one pending code per patient (a new one replaces it). The SMS goes through smsSender.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { smsSender } from '../../mail/sms';
import { consumeLimit } from '../../middleware/rate-limit';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import type { PatientProfile } from '../../../contracts/patient';
import {
  PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_RESEND_SECONDS, PHONE_CODE_TTL_MINUTES, type SendPhoneCodeInput,
} from '../../../contracts/settings';
import { updatePatient } from '../patients/repository';
import { toProfile } from '../patients/service';
import { countPhoneCodeTry, deletePhoneCode, findPatientPhone, phoneCodeState, storePhoneCode } from './repository';

function hashCode(patientId: string, countryCode: string, phone: string, code: string): string {
  return createHash('sha256').update(`phone-otp:${patientId}:${countryCode}${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;
}

export function smsText(code: string): string {
  return `Your Swasthya verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. Do not share it.\n`
    + `तपाईंको स्वास्थ्य प्रमाणीकरण कोड ${code} हो। यो ${PHONE_CODE_TTL_MINUTES} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।`;
}

/** Codes sent to one phone number an hour, whoever asks. */
export const PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR = 5;

export async function sendPhoneCode(deps: AppDeps, patientId: string, input: SendPhoneCodeInput) {
  let countryCode: string;
  let phone: string;
  if (input.phoneNumber) {
    countryCode = input.countryCode ?? '+977';
    phone = input.phoneNumber;
  } else {
    const row = await findPatientPhone(deps.db, patientId);
    if (!row?.phone) throw new HttpError(400, A.phoneMissing, [{ field: 'phoneNumber', message: A.phoneMissing }]);
    countryCode = row.countryCode;
    phone = row.phone;
  }
  // Per number as well as per patient: many accounts must not be able to flood one phone.
  await consumeLimit(deps.db, `phone-code-number:${countryCode}${phone}`, PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR, 3600);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // One statement decides: a new code only when the last one is older than the resend interval.
  const expiresAt = await storePhoneCode(deps.db, {
    patientId, countryCode, phone, codeHash: hashCode(patientId, countryCode, phone, code),
    ttlMinutes: PHONE_CODE_TTL_MINUTES, resendSeconds: PHONE_CODE_RESEND_SECONDS,
  });
  if (!expiresAt) throw new HttpError(429, A.codeWait, undefined, { 'Retry-After': String(PHONE_CODE_RESEND_SECONDS) });
  try {
    await smsSender(deps.env).send({ to: `${countryCode}${phone}`, text: smsText(code) });
  } catch (err) {
    deps.log.warn('sms failed', { error: (err as Error).message });
    await deletePhoneCode(deps.db, patientId);
    throw new HttpError(502, A.smsFailed);
  }
  return { countryCode, phoneNumberMasked: maskPhone(phone), expiresAt: expiresAt.toISOString(), resendAfterSeconds: PHONE_CODE_RESEND_SECONDS };
}

const codeError = (status: 400 | 429, message: string) => new HttpError(status, message, [{ field: 'code', message }]);

/** Checks the code (every try counts, atomically); on success the number becomes the verified profile phone. */
export async function verifyPhoneCode(deps: AppDeps, patientId: string, code: string): Promise<PatientProfile> {
  const pending = await countPhoneCodeTry(deps.db, patientId, PHONE_CODE_MAX_ATTEMPTS);
  if (!pending) {
    const current = await phoneCodeState(deps.db, patientId);
    if (!current) throw codeError(400, A.codeNotRequested);
    if (current.expired) throw codeError(400, A.codeExpired);
    throw codeError(429, A.codeTooManyAttempts);
  }
  if (!sameHash(pending.codeHash, hashCode(patientId, pending.countryCode, pending.phone, code))) {
    throw pending.attempts >= PHONE_CODE_MAX_ATTEMPTS ? codeError(429, A.codeTooManyAttempts) : codeError(400, A.codeInvalid);
  }
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updatePatient(tx, patientId, { countryCode: pending.countryCode, phone: pending.phone, phoneVerified: true });
    await deletePhoneCode(tx, patientId);
    return updated;
  });
  if (!row) throw new HttpError(404, M.profileNotFound);
  return toProfile(row);
}
