// Favourites and reviews (issue 4): a patient favourites and un-favourites a doctor and /favourites
// follows; reviews the doctor of a completed appointment (a visit of its own, confirmed and completed
// by the doctor) and finds the review; a new patient is told why the review form is closed. Each test
// has its own patient, so nothing of the demo patient changes.
import { runDoctorCommand } from '../../scripts/lib/doctor-client';
import { expect, test, type StackInfo } from './fixtures';
import { adminAuth, closeAdmin } from './support/accounts';
import { kathmanduDate } from './support/world';
import { api, type Card, type Details } from './support/find-care';

test.afterAll(async () => {
  await closeAdmin();
});

/** The patient's e-mail marked verified (as the demo patient's is): no verification banner. */
async function verifyEmail(stack: StackInfo, email: string): Promise<void> {
  const user = await adminAuth(stack.emulatorHost).getUserByEmail(email);
  await adminAuth(stack.emulatorHost).updateUser(user.uid, { emailVerified: true });
}

test('a patient favourites and un-favourites a doctor and /favourites follows', async ({ signedIn: page, stack }) => {
  // The patient is new: no favourite yet.
  const { doctors } = await api<{ doctors: Card[] }>(stack, '/api/v1/upn/get-doctors?sort=experience&pageSize=5');
  const doctor = doctors[0]!;
  await page.goto(`/find/doctors/${doctor.id}`);
  const heart = page.getByRole('button', { name: /^Favourite: Dr\./ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/favourite-doctor/create/${doctor.id}`) && r.ok()),
    heart.click(),
  ]);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/favourites`);
  const card = page.locator('li').filter({ has: page.locator(`a[href="/find/doctors/${doctor.id}"]`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Trust score: \d+\/100/);
  await expect(card).toContainText(`${doctor.experienceYears} year`);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/favourite-doctor/remove/${doctor.id}`) && r.ok()),
    card.getByRole('button', { name: /^Favourite: Dr\./ }).click(),
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite doctors' })).toBeVisible();
  // Its only favourite removed, the list is the empty one (a list still loading would prove nothing).
  await expect(page.getByRole('heading', { name: 'No favourite doctors yet' })).toBeVisible();
  await expect(page.locator(`a[href="/find/doctors/${doctor.id}"]`)).toHaveCount(0);
});

test('a patient reviews the doctor of a completed appointment and finds the review', async ({ page, stack, world, patient, signInAs }) => {
  const { token } = patient;
  // A visit of the patient's own, confirmed and then completed by the doctor.
  const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(2), 9));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const opts = { apiUrl: stack.appUrl, apiKey: world.apiKey, emulatorHost: stack.emulatorHost, projectId: 'demo-swasthya', databaseUrl: stack.databaseUrl };
  for (const step of ['confirm', 'complete'] as const) {
    const done = await runDoctorCommand(opts, step, (booked.body.data as { id: string }).id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  const { appointments } = await api<{ appointments: { doctor: { id: string } }[] }>(
    stack, '/api/v1/patient/appointment/list?status=completed', token);
  let doctorId: string | undefined;
  for (const a of appointments) {
    const answer = await api<{ canReview: boolean }>(stack, `/api/v1/patient/patient-feedback/can-review/${a.doctor.id}`, token);
    if (answer.canReview) {
      doctorId = a.doctor.id;
      break;
    }
  }
  expect(doctorId, 'a completed appointment not yet reviewed').toBeTruthy();
  const before = await api<Details>(stack, `/api/v1/upn/get-doctor-details/${doctorId}`);
  await verifyEmail(stack, patient.email);
  await signInAs(page, patient.email);
  await page.goto(`/find/doctors/${doctorId}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  // Nothing is sent until the required answers are given.
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Choose a rating.')).toBeVisible();
  const text = `Very kind doctor, explained everything clearly ${Date.now()}`;
  await dialog.getByLabel('Yes', { exact: true }).check();
  await dialog.getByLabel('How long did you wait?').selectOption('15_30');
  await dialog.getByLabel('Doctor friendliness').check();
  // The star radios are visually hidden: choose five stars with the keyboard, as a phone user without a pointer would.
  await dialog.getByLabel('1 star', { exact: true }).focus();
  await page.keyboard.press('End');
  await expect(dialog.getByText('Very satisfied')).toBeVisible();
  await dialog.getByLabel('Your experience').fill(text);
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/patient-feedback/create/${doctorId}`) && r.ok()),
    dialog.getByRole('button', { name: 'Submit review' }).click(),
  ]);
  const { doctor: updated } = ((await created.json()) as { data: { doctor: { votes: number } } }).data;
  expect(updated.votes).toBeGreaterThan(before.votes);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('Hari T.').first()).toBeVisible();
  await expect(page.getByText('You have already reviewed your appointments with this doctor. Thank you!')).toBeVisible();
  // The profile's rating and votes follow without a reload.
  await expect.poll(async () => page.locator('section[aria-labelledby="doctor-name"]').innerText()).toContain(`${updated.votes} votes`);
});

test('a new patient with no appointment is told why the review form is closed', async ({ page, stack, patient, signInAs }) => {
  await verifyEmail(stack, patient.email);
  await signInAs(page, patient.email);
  const { doctors } = await api<{ doctors: Card[] }>(stack, '/api/v1/upn/get-doctors?pageSize=1');
  await page.goto(`/find/doctors/${doctors[0]!.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByText('You can review a doctor after a completed appointment with them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
});
