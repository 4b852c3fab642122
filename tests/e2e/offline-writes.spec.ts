// Writes that start with no signal (issue 15), against the built PWA on a phone profile with the
// network really cut (browser offline and every request to the app and the Auth emulator failing).
// After one online visit to a doctor's booking page or to a conversation, the app opened afresh
// offline
// - books on the times last seen (dated, marked as possibly out of date): the booking waits ('waiting
//   to send') and is booked exactly once, and confirmed, when the signal is back;
// - books a time that someone took meanwhile: refused when sent, with the times to choose another;
// - sends a message written offline exactly once when the signal is back.
// Each test has its own patient, browser context and slots.
import type { BrowserContext, Page } from '@playwright/test';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { expect, test, type Patient, type StackInfo, type World } from './fixtures';
import { waitForServiceWorker } from './support/installability';
import { hasSaved, linkOf, savedOutbox, savedQueries, type Link } from './support/network';
import { kathmanduDate } from './support/world';

/** The Firebase uid in an ID token (the key of the patient's saved queries). */
function uidOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id?: string; sub?: string };
  return payload.user_id ?? payload.sub ?? '';
}

const messagesWith = async (world: World, threadId: string, body: string) =>
  Number((await world.query<{ n: string }>('select count(*) as n from chat_messages where thread_id = $1 and body = $2', [threadId, body])).rows[0]!.n);

/** The banner (not the booking page's 'You are offline, and … not saved' status). */
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^You are offline(?!,)/ });

/** The patient's phone: its context, the link to cut, and the page the app is open in. */
class Phone {
  private constructor(
    readonly context: BrowserContext,
    readonly link: Link,
    public page: Page,
    private readonly uid: string,
  ) {}

  static async of(page: Page, stack: StackInfo, patient: Patient): Promise<Phone> {
    const context = page.context();
    const link = await linkOf(context, [new URL(stack.appUrl).host, stack.emulatorHost]);
    // The app shell is installed before the signal goes.
    await waitForServiceWorker(page);
    return new Phone(context, link, page, uidOf(patient.token));
  }

  /** Waits until the queries of these key parts are saved on the device. */
  async savedOnDevice(parts: string[]): Promise<void> {
    await expect.poll(async () => {
      const saved = await savedQueries(this.page, this.uid);
      return parts.filter((part) => !hasSaved(saved, part));
    }).toEqual([]);
  }

  /** The app opened afresh with no signal: a new page, the link down. */
  async freshStartOffline(url: string): Promise<Page> {
    if (this.link.up) await this.link.set(false);
    await this.page.close();
    this.page = await this.context.newPage();
    await this.page.goto(url);
    await expect(banner(this.page)).toBeVisible();
    return this.page;
  }
}

/** On the booking page: a time chosen from the times shown, then the details filled in. */
async function chooseAndFill(page: Page, slotId: string): Promise<void> {
  const slot = page.locator(`button[data-slot-id="${slotId}"]`);
  await expect(slot).toBeEnabled();
  await slot.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('textarea[name="reasonForVisit"]').fill('Cough for a week');
  const terms = page.locator('input[name="termsAccepted"]');
  if (!(await terms.isChecked())) await terms.check();
}

test.describe('writes started with no signal', () => {
  const day = kathmanduDate(3);
  const bookingPath = (world: World) => `/book/${world.doctor.id}?date=${day}`;

  /** Online: the booking page opened once, its answers saved on the phone. */
  async function seenOnline(phone: Phone, world: World, slotId: string): Promise<void> {
    await phone.page.goto(bookingPath(world));
    await expect(phone.page.locator(`button[data-slot-id="${slotId}"]`)).toBeEnabled();
    await phone.savedOnDevice(['"schedules"', '"get-doctor-details"', '"get-patient-detail"', '"family-members"']);
    // Online, the booking page shows no 'last updated' notice.
    await expect(phone.page.getByTestId('slots-last-seen')).toHaveCount(0);
  }

  test('opened with no signal, it books on the times last seen: waiting to send, then booked exactly once and confirmed', async ({ signedIn, stack, world, patient }) => {
    const slot = await world.clinicSlot(day, 10);
    const phone = await Phone.of(signedIn, stack, patient);
    await seenOnline(phone, world, slot);

    const page = await phone.freshStartOffline(bookingPath(world));
    // The times last seen, with their date, marked as possibly out of date.
    await expect(page.getByTestId('slots-last-seen').filter({ hasText: /^Times last updated .+ They may have changed since\./ })).toBeVisible();
    await chooseAndFill(page, slot);
    await expect(page.getByTestId('slots-last-seen').filter({ hasText: /^This time was last seen on / })).toBeVisible();
    await expect(page.getByTestId('booking-total-later')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    await expect(banner(page).filter({ hasText: '1 waiting to send' })).toBeVisible();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    expect(await world.appointmentsForSlot(slot)).toBe(0);

    await phone.link.set(true);
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    expect(await world.appointmentsForSlot(slot, patient.email)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
    // Opening the app again sends nothing twice.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await world.appointmentsForSlot(slot)).toBe(1);
    const list = await world.api(patient.token, 'GET', '/api/v1/patient/appointment/list?status=all&pageSize=50');
    const mine = (list.body.data as { appointments?: { slotId: string }[] }).appointments ?? [];
    expect(mine.filter((a) => a.slotId === slot)).toHaveLength(1);
  });

  test('a time taken while the booking waited is refused when sent, with the times to choose another', async ({ signedIn, stack, world, patient }) => {
    const taken = await world.clinicSlot(day, 11);
    const other = await world.clinicSlot(day, 12);
    const phone = await Phone.of(signedIn, stack, patient);
    await seenOnline(phone, world, taken);

    const page = await phone.freshStartOffline(bookingPath(world));
    await expect(page.getByTestId('slots-last-seen')).toBeVisible();
    await chooseAndFill(page, taken);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    // Meanwhile someone else books that time.
    const rival = await world.readyPatient('offline-writes-rival');
    expect((await world.bookViaApi(rival.token, taken)).status).toBe(201);

    await phone.link.set(true);
    await expect(page.getByRole('alert').filter({ hasText: B.slotTaken })).toBeVisible();
    // Back on the times, refreshed: the taken one struck through, another one to choose.
    await expect(page.locator(`button[data-slot-id="${taken}"]`)).toBeDisabled();
    await expect(page.getByTestId('slots-last-seen')).toHaveCount(0);
    await chooseAndFill(page, other);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    expect(await world.appointmentsForSlot(taken)).toBe(1);
    expect(await world.appointmentsForSlot(taken, patient.email)).toBe(0);
    expect(await world.appointmentsForSlot(other, patient.email)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
  });

  test('opened with no signal, a message written to the doctor waits, and is sent exactly once when the signal is back', async ({ signedIn, stack, world, patient }) => {
    // An appointment with the doctor lets the patient write to them; the conversation has a message.
    const booked = await world.bookViaApi(patient.token, await world.clinicSlot(kathmanduDate(6), 9));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const opened = await world.api(patient.token, 'POST', `/api/v1/chat/threads/open/${world.doctor.id}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const threadId = (opened.body.data as { id: string }).id;
    const first = await world.api(patient.token, 'POST', `/api/v1/chat/threads/${threadId}/messages`, { body: 'Namaste, a question before my visit.' }, {
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const phone = await Phone.of(signedIn, stack, patient);
    await phone.page.goto(`/messages/${threadId}`);
    await expect(phone.page.getByTestId('chat-log').getByText('Namaste, a question before my visit.')).toBeVisible();
    await phone.savedOnDevice(['"chat","messages"']);

    const text = 'Written with no signal at all';
    const page = await phone.freshStartOffline(`/messages/${threadId}`);
    const log = page.getByTestId('chat-log');
    await expect(log.getByText('Namaste, a question before my visit.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.locator('li[data-status="waiting"]', { hasText: text }).getByText('Waiting to send')).toBeVisible();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    expect(await messagesWith(world, threadId, text)).toBe(0);

    await phone.link.set(true);
    await expect(log.locator('li[data-sender="patient"]:not([data-status])', { hasText: text })).toBeVisible();
    await expect.poll(() => savedOutbox(page)).toBe(0);
    expect(await messagesWith(world, threadId, text)).toBe(1);
    await expect(log.locator('li', { hasText: text })).toHaveCount(1);
    // Opening the conversation again: still one, on the server and on the screen.
    await page.reload();
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.locator('li', { hasText: text })).toHaveCount(1);
    expect(await messagesWith(world, threadId, text)).toBe(1);
  });
});
