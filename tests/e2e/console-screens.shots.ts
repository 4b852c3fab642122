// Every screen of the clinic console at 360 px, in English and Nepali, light and dark, for people to
// look at (issues 29 and 30): `npm run shots:console` (playwright.shots.config.ts; not in `npm test`).
// Each screen is settled, checked with axe, measured (horizontal scroll, controls under 44 px, Latin
// words left on a Nepali screen) and saved to tests/output/screenshots/console/<screen>-<lang>-<theme>.png;
// the findings go to console-findings.json beside them. axe violations and horizontal scroll fail the run.
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readOutbox } from '../../server/mail/mailer';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../server/db/seed/demo-staff';
import { DEMO_PHARMACIST, DEMO_PHARMACY_ID } from '../../server/db/seed/demo-pharmacist';
import { axeViolations, settleAnimations } from './support/axe-scan';
import { expect, test, type World } from './fixtures';
import { appContext } from './support/browser-prefs';
import { ui, type TestLocale } from './support/i18n';
import { outboxDir } from './support/outbox';
import { kathmanduDate } from './support/world';

const DIR = 'tests/output/screenshots/console';
const LOGINS: Record<string, { email: string; password: string }> = Object.fromEntries(
  [...DEMO_STAFF, DEMO_PHARMACIST].map((s) => [s.role, { email: s.email, password: s.password }]),
);
const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

type Finding = { screen: string; axe: string[]; scrollWidth: number; small: string[]; latin: string[]; overflow: string[] };

/** What a person would notice on the page, measured: axe, horizontal scroll, small controls, English words. */
async function measure(page: Page, locale: TestLocale): Promise<Omit<Finding, 'screen'>> {
  const axe = await axeViolations(page);
  const found = await page.evaluate((ne) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)}"`;
    const small: string[] = [];
    // Controls that stand alone (not links inside running text), and what a radio's or checkbox's label is.
    // With a modal dialog open, the page behind it is inert: only the dialog's controls count.
    const scope = document.querySelector('dialog[open]') ?? document;
    for (const el of scope.querySelectorAll('button, a[href], select, input:not([type=hidden]), textarea, [role=button]')) {
      if (!visible(el)) continue;
      const target = (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) ? (el.closest('label') ?? el) : el;
      if (el.tagName === 'A' && el.closest('p, li, dd') && !el.closest('nav')) continue;
      const r = target.getBoundingClientRect();
      // A visually hidden input (1 px) stands behind a control of its own, measured as such.
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.height < 44 || (r.width < 44 && el.tagName !== 'INPUT')) small.push(`${label(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    const latin: string[] = [];
    if (ne) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!parent || !visible(parent) || parent.closest('[lang=en], script, style, [data-sonner-toaster] [data-icon]')) continue;
        if (/[A-Za-z]{3,}/.test(text) && !/[\u0900-\u097F]/.test(text)) latin.push(text.slice(0, 60));
      }
    }
    // What sticks out on the right (the innermost such elements), when the page scrolls sideways.
    const overflow: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) {
      const out = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > innerWidth + 1);
      // The culprits: elements wider than the box their parent gives its children.
      for (const el of out) {
        const parent = el.parentElement;
        if (!parent) continue;
        const cs = getComputedStyle(parent);
        const room = parent.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        if (el.getBoundingClientRect().width > room + 1) overflow.push(`${label(el)} ${Math.round(el.getBoundingClientRect().width)} in ${Math.round(room)} .${String(el.className).slice(0, 30)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, small: [...new Set(small)], latin: [...new Set(latin)], overflow: overflow.slice(0, 8) };
  }, locale === 'ne');
  return { axe, ...found };
}

for (const locale of ['en', 'ne'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the console's screens at 360 px, ${locale} ${theme}`, async ({ browser, world, stack }) => {
      test.setTimeout(300_000);
      const say = (english: string, values: Record<string, string> = {}) => ui(locale, english, values);
      const findings: Finding[] = [];
      await mkdir(DIR, { recursive: true });
      const look = async (page: Page, screen: string) => {
        await settleAnimations(page);
        const m = await measure(page, locale);
        findings.push({ screen, ...m });
        // A modal dialog as the person sees it (the viewport); a page whole.
        const dialog = await page.locator('dialog[open]').count();
        await page.screenshot({ path: `${DIR}/${screen}-${locale}-${theme}.png`, fullPage: dialog === 0 });
      };
      const open = async (role: string | null, path: string, landing?: RegExp) => {
        const context = await appContext(browser, { locale, width: 360, theme });
        const page = await context.newPage();
        await page.goto(role ? '/clinic/signin' : path);
        if (!role) return page;
        await page.locator('input[name="email"]').fill(LOGINS[role]!.email);
        await page.locator('input[name="password"]').fill(LOGINS[role]!.password);
        await page.getByRole('button', { name: say('Sign in'), exact: true }).click();
        await expect(page).toHaveURL(landing ?? /\/clinic$/);
        if (path !== '/clinic') await page.goto(path);
        return page;
      };
      const data = await setUp(world, locale);

      // Signed out: the sign-in screen.
      const signin = await open(null, '/clinic/signin');
      await expect(signin.getByRole('heading', { name: say('Staff sign in') })).toBeVisible();
      await look(signin, 'signin');
      await signin.context().close();

      // The front desk's day (tomorrow): the cards, the proposal and the cancel dialogs.
      const desk = await open('front-desk', '/clinic');
      await desk.getByRole('button', { name: say('Next day') }).click();
      const card = desk.locator(`[data-appointment="${data.appointmentId}"]`);
      await expect(card.getByText(say('Needs an answer'))).toBeVisible();
      await look(desk, 'today-front-desk');
      await card.getByRole('button', { name: say('Propose another time') }).click();
      await expect(desk.getByRole('dialog').locator('input[type="radio"]').first()).toBeVisible();
      await look(desk, 'propose-dialog');
      await desk.keyboard.press('Escape');
      await card.getByRole('button', { name: say('Cancel appointment') }).click();
      await desk.getByRole('dialog').getByRole('button', { name: say('Cancel appointment') }).click();
      await expect(desk.getByRole('dialog').getByText(say('Tell the patient why.'))).toBeVisible();
      await look(desk, 'cancel-dialog');
      await desk.context().close();

      // The doctor: the day with the clinical actions, prescribing, ordering a test, the messages.
      const doctor = await open('doctor', '/clinic');
      await doctor.getByRole('button', { name: say('Next day') }).click();
      const doctorCard = doctor.locator(`[data-appointment="${data.appointmentId}"]`);
      await expect(doctorCard.getByRole('button', { name: say('Prescribe') })).toBeVisible();
      await look(doctor, 'today-doctor');
      await doctorCard.getByRole('button', { name: say('Prescribe') }).click();
      const rx = doctor.getByRole('dialog');
      await rx.locator('input[name="medication-0"]').fill('amlo 5');
      await rx.getByRole('button', { name: 'Amlodipine 5 mg Tablet' }).click();
      await rx.locator('input[name="quantity-0"]').fill('30');
      await rx.locator('input[name="doses-0"]').fill('1-x-1');
      await rx.getByRole('button', { name: say('Sign and send') }).click();
      await expect(rx.getByRole('alert').or(rx.locator('[aria-invalid="true"]')).first()).toBeVisible();
      await look(doctor, 'prescribe-dialog');
      await doctor.keyboard.press('Escape');
      await doctorCard.getByRole('button', { name: say('Order lab tests') }).click();
      const order = doctor.getByRole('dialog');
      await order.locator('input[name="testName"]').fill('HbA1c');
      await order.locator('input[name="category"]').fill('Biochemistry');
      await order.getByRole('button', { name: say('Order the test') }).click();
      await expect(order.getByRole('listitem')).toHaveCount(1);
      await look(doctor, 'lab-order-dialog');
      await doctor.keyboard.press('Escape');
      await doctor.goto('/clinic/chat');
      await expect(doctor.locator(`a[data-thread="${data.threadId}"]`)).toBeVisible();
      await look(doctor, 'chat-list');
      await doctor.locator(`a[data-thread="${data.threadId}"]`).click();
      await expect(doctor.getByRole('log').getByText(data.chatText)).toBeVisible();
      await look(doctor, 'chat-thread');
      await doctor.context().close();

      // The clinic-admin: the schedules (weekly hours, days off), the activity log with the invitation form (and its toast).
      const admin = await open('clinic-admin', '/clinic/schedule');
      await expect(admin.getByRole('heading', { name: say('Schedules'), level: 1 })).toBeVisible();
      await look(admin, 'schedule');
      await admin.goto('/clinic/audit');
      await expect(admin.getByRole('heading', { name: say('Activity log'), level: 1 })).toBeVisible();
      await look(admin, 'audit');
      const invitee = `shots-${letters(8)}@clinic.example`;
      const since = Date.now();
      await admin.locator('input[name="inviteEmail"]').fill(invitee);
      await admin.getByRole('button', { name: say('Send the invitation') }).click();
      await expect(admin.locator('[data-sonner-toast]')).toBeVisible();
      await look(admin, 'invite-sent');
      await admin.context().close();

      // The invitee's link.
      let link = '';
      await expect.poll(async () => {
        const mail = (await readOutbox(outboxDir(stack.dataDir))).find((m) => m.to === invitee && Date.parse(m.createdAt) >= since);
        link = /\/clinic\/join\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      }, { message: 'the invitation e-mail' }).not.toBe('');
      const join = await open(null, link);
      await expect(join.getByRole('heading', { name: say('Join your clinic') })).toBeVisible();
      await look(join, 'join');
      await join.context().close();

      // The lab and accounts.
      const lab = await open('lab', '/clinic/lab', /\/clinic\/lab$/);
      await expect(lab.locator('[data-lab-test]').first()).toBeVisible();
      await look(lab, 'lab');
      await lab.context().close();
      const accounts = await open('accounts', '/clinic/accounts', /\/clinic\/accounts$/);
      await expect(accounts.locator(`[data-payment="${data.paymentId}"]`)).toBeVisible();
      await look(accounts, 'accounts');
      await accounts.locator(`[data-payment="${data.paymentId}"]`).getByRole('button', { name: say('Decline') }).click();
      await expect(accounts.getByRole('dialog')).toBeVisible();
      await look(accounts, 'refund-dialog');
      await accounts.context().close();

      // The pharmacist: the reservations, one opened.
      const counter = await open(DEMO_PHARMACIST.role, '/clinic/pharmacy', /\/clinic\/pharmacy$/);
      await expect(counter.getByRole('heading', { name: say('Reservations'), level: 1 })).toBeVisible();
      await look(counter, 'pharmacy');
      await counter.getByRole('button', { name: say('Open the reservation of {0}', { 0: data.patientName }) }).click();
      await expect(counter.getByRole('heading', { name: data.patientName }).or(counter.locator('#panel-title')).first()).toBeVisible();
      await look(counter, 'pharmacy-order');
      await counter.context().close();

      await writeFile(`${DIR}/console-findings-${locale}-${theme}.json`, JSON.stringify(findings, null, 2));
      for (const f of findings) {
        expect.soft(f.axe, `axe on ${f.screen}`).toEqual([]);
        expect.soft(f.scrollWidth, `horizontal scroll on ${f.screen}`).toBeLessThanOrEqual(360);
      }
    });
  }
}

/** A pending booking tomorrow at the demo clinic with a message to the doctor, a paid one with a refund request, a reservation. */
async function setUp(world: World, locale: TestLocale) {
  const demo = (await world.query<{ clinic_id: string; doctor_id: string; fee: number }>(
    `select s.clinic_id, a.doctor_id, d.consultation_fee_paisa as fee from appointments a
       join schedule_slots s on s.id = a.slot_id join doctors d on d.id = a.doctor_id where a.id = $1`, [DEMO_CLINIC_APPOINTMENT_ID],
  )).rows[0]!;
  const { email, token } = await world.readyPatient(`shots-${locale}`);
  const firstName = `Sarita${letters(5)}`;
  const patientName = `${firstName} Gurung`;
  const patientId = (await world.query<{ id: string }>(`update patients set first_name = $2, last_name = 'Gurung' where lower(email) = lower($1) returning id`, [email, firstName])).rows[0]!.id;
  const book = async (day: number) => {
    const startsAt = new Date(`${kathmanduDate(day)}T14:${String(Math.floor(Math.random() * 59)).padStart(2, '0')}:00+05:45`);
    const slotId = (await world.query<{ id: string }>(
      `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
       values ($1, $2, $3, $4, 'in_person', $5, 'available') on conflict do nothing returning id`,
      [demo.doctor_id, demo.clinic_id, startsAt, new Date(startsAt.getTime() + 10 * 60_000), demo.fee],
    )).rows[0]?.id;
    if (!slotId) return book(day);
    const booked = await world.api(token, 'POST', '/api/v1/patient/appointment/book', {
      doctorId: demo.doctor_id, slot: { scheduleId: slotId, fee: demo.fee },
      patientInfo: { firstName, lastName: 'Gurung', countryCode: '+977', phoneNumber: '9841234567', email, bloodGroup: 'O+', gender: 'female' },
      reasonForVisit: locale === 'ne' ? 'घुँडा दुख्छ, हिँड्दा झन् बढी' : 'Knee pain, worse when walking', termsAccepted: true, paymentOption: 'offline',
    }, { 'idempotency-key': `shots-${crypto.randomUUID()}` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return (booked.body.data as { id: string }).id;
  };
  const appointmentId = await book(1);
  const paidId = await book(2);
  const paymentId = (await world.query<{ id: string }>(
    `insert into payments (patient_id, appointment_id, gateway, transaction_uuid, amount_paisa, total_paisa, status, paid_at)
     select patient_id, id, 'esewa', $2, $3, $3, 'completed', now() from appointments where id = $1 returning id`,
    [paidId, `shots-${crypto.randomUUID()}`, demo.fee],
  )).rows[0]!.id;
  await world.query(`update appointments set payment_status = 'paid' where id = $1`, [paidId]);
  expect((await world.api(token, 'POST', `/api/v1/payment/refund/${paymentId}`, { reason: locale === 'ne' ? 'डाक्टर आउनुभएन' : 'The doctor did not come' })).status).toBe(201);
  expect((await world.api(token, 'POST', '/api/v1/payment/complaint', { reason: locale === 'ne' ? 'दुई पटक पैसा काटियो' : 'I was charged twice', paymentId })).status).toBe(201);

  const chatText = locale === 'ne' ? 'घुँडामा पट्टी बाँधिराख्ने हो?' : 'Should I keep the knee bandaged?';
  const opened = await world.api(token, 'POST', `/api/v1/chat/threads/open/${demo.doctor_id}`);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const threadId = (opened.body.data as { id: string }).id;
  expect((await world.api(token, 'POST', `/api/v1/chat/threads/${threadId}/messages`, { body: chatText }, { 'idempotency-key': `shots-${crypto.randomUUID()}` })).status).toBe(201);

  const rx = (await world.query<{ id: string }>(
    `insert into prescriptions (patient_id, doctor_id, medication, strength, form, doses, quantity, start_date, stop_date)
     values ($1, $2, 'Amlodipine', '5 mg', 'Tablet', 'once daily', 30, $3, $4), ($1, $2, 'Metformin', '500 mg', 'Tablet', 'twice daily', 60, $3, $4) returning id`,
    [patientId, demo.doctor_id, kathmanduDate(-1), kathmanduDate(60)],
  )).rows.map((r) => r.id);
  const reserved = await world.api(token, 'POST', '/api/v1/patient/medicine-order/create', { pharmacyId: DEMO_PHARMACY_ID, prescriptionIds: rx }, { 'idempotency-key': `shots-${crypto.randomUUID()}` });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  return { appointmentId, paymentId, threadId, chatText, patientName };
}
