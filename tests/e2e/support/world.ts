// The booking world of the journeys:
// slots written straight into the database for one seeded doctor, patients made and driven through
// the real API, and a few page helpers. Everything talks to the e2e stack that the global setup started.
import pg from 'pg';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiKeyOf, registerPatient, uniqueEmail } from './accounts';

export const PASSWORD = 'Bhet@2083ok';
const ZONE_OFFSET = '+05:45'; // Asia/Kathmandu, the browser's zone in these tests.
/** Rs. 800; paying online adds 2 %: Rs. 16. */
export const FEE = 80_000;

export type ApiResult = { status: number; body: { message?: string; data?: unknown; errorList?: { field: string; message: string }[] } };
export type TestDoctor = { id: string; lastName: string; clinicId: string };

/** YYYY-MM-DD in Kathmandu, `offsetDays` from today. */
export function kathmanduDate(offsetDays: number): string {
  return new Date(Date.now() + 5.75 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export async function bookingWorld(opts: { appUrl: string; databaseUrl: string; emulatorHost: string }) {
  const { appUrl, emulatorHost } = opts;
  const apiKey = await apiKeyOf(appUrl);
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  const res = await db.query<{ id: string; last_name: string; clinic_id: string }>(
    `select d.id, d.last_name, dc.clinic_id from doctors d join doctor_clinics dc on dc.doctor_id = d.id
     where d.consultation_fee_paisa > 0 and d.discount_percent = 0 order by d.id limit 1`,
  );
  const row = res.rows[0]!;
  const doctor: TestDoctor = { id: row.id, lastName: row.last_name, clinicId: row.clinic_id };

  async function insertSlot(startsAt: Date): Promise<string> {
    const inserted = await db.query<{ id: string }>(
      `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
       values ($1, $2, $3, $4, 'in_person', $5, 'available') returning id`,
      [doctor.id, doctor.clinicId, startsAt, new Date(startsAt.getTime() + 15 * 60_000), FEE],
    );
    return inserted.rows[0]!.id;
  }

  /**
   * A new doctor at the test doctor's clinic whose only free time is one clinic slot on `date` (Kathmandu,
   * 10:00): the booking page must open there, not on an empty today.
   */
  async function doctorFreeOnlyOn(date: string): Promise<{ id: string; slotId: string }> {
    const made = await db.query<{ id: string }>(
      `insert into doctors (first_name, last_name, gender, nmc_number, main_specialization_id, city, consultation_fee_paisa)
       select 'Sarita', 'Bhandari', 'female', 'E2E-' || gen_random_uuid(), main_specialization_id, city, $2
       from doctors where id = $1 returning id`,
      [doctor.id, FEE],
    );
    const id = made.rows[0]!.id;
    await db.query('insert into doctor_clinics (doctor_id, clinic_id) values ($1, $2)', [id, doctor.clinicId]);
    const startsAt = new Date(`${date}T10:00:00${ZONE_OFFSET}`);
    const slot = await db.query<{ id: string }>(
      `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
       values ($1, $2, $3, $4, 'in_person', $5, 'available') returning id`,
      [id, doctor.clinicId, startsAt, new Date(startsAt.getTime() + 15 * 60_000), FEE],
    );
    return { id, slotId: slot.rows[0]!.id };
  }

  /**
   * A seeded doctor with a discount, and a clinic slot of theirs on `date` at 11:03 (Kathmandu) at their fee: the
   * same slot when asked again (a journey repeated on one stack; it is never booked).
   */
  async function discountedDoctorSlot(date: string): Promise<{ id: string; lastName: string; feePaisa: number; percent: number; slotId: string }> {
    const found = await db.query<{ id: string; last_name: string; fee: number; percent: number; clinic_id: string }>(
      `select d.id, d.last_name, d.consultation_fee_paisa as fee, d.discount_percent as percent, dc.clinic_id
         from doctors d join doctor_clinics dc on dc.doctor_id = d.id
        where d.discount_percent > 0 and d.consultation_fee_paisa > 0 order by d.id limit 1`,
    );
    const d = found.rows[0]!;
    const startsAt = new Date(`${date}T11:03:00${ZONE_OFFSET}`);
    const slot = await db.query<{ id: string }>(
      `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
       values ($1, $2, $3, $4, 'in_person', $5, 'available')
       on conflict (doctor_id, starts_at, appointment_type) do update set fee_paisa = excluded.fee_paisa returning id`,
      [d.id, d.clinic_id, startsAt, new Date(startsAt.getTime() + 15 * 60_000), d.fee],
    );
    return { id: d.id, lastName: d.last_name, feePaisa: d.fee, percent: d.percent, slotId: slot.rows[0]!.id };
  }

  let minute = 0;
  /**
   * A clinic slot of the test doctor on `date` (Kathmandu) at a minute no seeded slot uses. Journeys
   * running in parallel (Playwright workers) each count minutes: a minute another one took meanwhile
   * (unique doctor, start and type) moves on to the next.
   */
  async function clinicSlot(date: string, hour: number): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      minute = (minute + 7) % 60;
      const mm = String(minute === 0 ? 1 : minute).padStart(2, '0');
      try {
        return await insertSlot(new Date(`${date}T${String(hour).padStart(2, '0')}:${mm}:00${ZONE_OFFSET}`));
      } catch (err) {
        if ((err as { code?: string }).code !== '23505' || attempt >= 59) throw err;
      }
    }
  }

  async function idToken(email: string, password = PASSWORD): Promise<string> {
    const signIn = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await signIn.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`emulator sign-in failed for ${email}`);
    return body.idToken;
  }

  async function api(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult> {
    const answer = await fetch(`${appUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json', 'accept-language': 'en', 'x-api-key': apiKey, 'x-timezone': 'Asia/Kathmandu',
        authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => ({}))) as ApiResult['body'] };
  }

  async function completeProfile(token: string, firstName: string, lastName: string): Promise<void> {
    const answer = await api(token, 'PUT', '/api/v1/patient/user/update-patient-details', {
      firstName, lastName, countryCode: '+977', phoneNumber: '9841234567', dateOfBirth: { year: 1990, month: 5, day: 17 },
      bloodGroup: 'O+', gender: 'female', city: 'Kathmandu',
    });
    if (answer.status !== 200) throw new Error(`update-patient-details: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  /** A new patient with a complete profile, and their API token. */
  async function readyPatient(tag: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(tag);
    await registerPatient(appUrl, { email, password: PASSWORD, firstName: 'Hari', lastName: 'Thapa' });
    const token = await idToken(email);
    await completeProfile(token, 'Hari', 'Thapa');
    return { email, token };
  }

  async function bookViaApi(token: string, slotId: string, reason = 'Check-up'): Promise<ApiResult> {
    return api(token, 'POST', '/api/v1/patient/appointment/book', {
      doctorId: doctor.id,
      slot: { scheduleId: slotId, fee: FEE },
      patientInfo: { firstName: 'Hari', lastName: 'Thapa', countryCode: '+977', phoneNumber: '9841234567', email: 'hari@example.test', bloodGroup: 'O+', gender: 'male' },
      reasonForVisit: reason,
      termsAccepted: true,
      paymentOption: 'offline',
    }, { 'idempotency-key': `e2e-${crypto.randomUUID()}` });
  }

  async function notificationTitles(token: string): Promise<{ titles: string[]; unread: number }> {
    const answer = await api(token, 'GET', '/api/v1/patient/notifications/get?limit=50&unreadOnly=false&page=1');
    const data = answer.body.data as { notifications: { title: string }[]; summary: { unread: number } };
    return { titles: data.notifications.map((n) => n.title), unread: data.summary.unread };
  }

  /** Appointments that exist for a slot (as the slot's own or a rescheduled one); with `email`, that patient's only. */
  async function appointmentsForSlot(slotId: string, email?: string): Promise<number> {
    const res = email
      ? await db.query<{ n: string }>(
        'select count(*) as n from appointments a join patients p on p.id = a.patient_id where a.slot_id = $1 and lower(p.email) = lower($2)',
        [slotId, email],
      )
      : await db.query<{ n: string }>('select count(*) as n from appointments where slot_id = $1', [slotId]);
    return Number(res.rows[0]!.n);
  }

  /** The world's own connection to the e2e database, for what a journey checks there. */
  const query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => db.query<R>(text, values);

  return {
    appointmentsForSlot, query,
    apiKey, doctor, doctorFreeOnlyOn, discountedDoctorSlot, insertSlot, clinicSlot, idToken, api, completeProfile, readyPatient, bookViaApi, notificationTitles,
    close: () => db.end(),
  };
}

export async function signIn(page: Page, email: string, button = 'Sign in'): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Shows `date` in a calendar and clicks it. The month shown can still change by itself (the booking
 * page moves to the doctor's first free day once the times arrive): each try reads the month shown
 * and steps towards `date`'s, so a step taken just before such a jump is corrected, not overshot.
 */
export async function pickDate(scope: Page | Locator, date: string): Promise<void> {
  const cell = scope.locator(`td[data-date="${date}"]`);
  await expect(async () => {
    if ((await cell.count()) === 0) {
      const shown = ((await scope.locator('td[data-date]').first().getAttribute('data-date', { timeout: 2_000 })) ?? '').slice(0, 7);
      if (shown) await scope.getByRole('button', { name: shown < date.slice(0, 7) ? 'Next month' : 'Previous month' }).click({ timeout: 2_000 });
    }
    await expect(cell).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await cell.click();
}

