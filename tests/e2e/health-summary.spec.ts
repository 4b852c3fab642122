// Records you can take with you (issue 32): the patient adds an allergy and a problem on the Health part
// of the profile, opens "My health summary", downloads its FHIR JSON (checked against the IPS rules with
// FHIRPath), and shares it by a SMART Health Link with a passcode. A second, signed-out browser scans
// the QR code from the patient's screen, gives a wrong passcode (sees the attempts left), then the right
// one, and reads the summary; the patient sees that access and revokes the link; the link then fails.
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { pdfText } from '../../server/testing/pdf-text';
import { evaluate, ipsViolations } from '../fhir/ips-rules';
import { expect, test } from './fixtures';
import { appContext } from './support/browser-prefs';

test.use({ viewport: { width: 1280, height: 900 } });

/** Reads a QR code from a screenshot the way a phone camera would: pixels only (decoded in a canvas, then jsQR). */
async function scanQr(scanner: Page, png: Buffer): Promise<string | null> {
  const { width, height, data } = await scanner.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  }, `data:image/png;base64,${png.toString('base64')}`);
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

test('the patient shares a health summary by SMART Health Link; a doctor opens it; the patient revokes it', async ({ page, browser, patient, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs(page, patient.email);

  await test.step('adds an allergy from the list and a problem written by hand', async () => {
    await page.goto('/settings/health');
    const allergies = page.getByRole('region', { name: 'Allergies' });
    await allergies.getByLabel('Add an allergy').selectOption({ label: 'Penicillin' });
    await allergies.getByLabel('Reaction (optional)').fill('Hives');
    await allergies.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(allergies.getByRole('button', { name: 'Remove Penicillin' })).toBeVisible();
    const problems = page.getByRole('region', { name: 'Health problems' });
    await problems.getByLabel('Add a health problem').selectOption({ label: 'Something else (write it)' });
    await problems.getByLabel('Health problem', { exact: true }).fill('Migraine');
    await problems.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(problems.getByRole('button', { name: 'Remove Migraine' })).toBeVisible();
  });

  await test.step('opens "My health summary", downloads a valid IPS document and its PDF', async () => {
    await page.getByRole('link', { name: 'My health summary' }).click();
    await page.waitForURL('**/settings/health-summary');
    await expect(page.getByRole('button', { name: 'Download (FHIR JSON)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Allergies' }).getByRole('listitem').filter({ hasText: 'Penicillin' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download (FHIR JSON)' }).click()]);
    expect(download.suggestedFilename()).toBe('health-summary.json');
    const bundle = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(ipsViolations(bundle)).toEqual([]);
    expect(evaluate(bundle, "entry.resource.ofType(AllergyIntolerance).code.coding.where(system = 'http://snomed.info/sct').code")).toEqual(['764146007']);
    expect(evaluate(bundle, 'entry.resource.ofType(Condition).code.text')).toEqual(['Migraine']);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const text = pdfText(await readFile((await pdf.path())!)).replace(/\s+/g, ' ');
    expect(text).toContain('Allergies and intolerances');
    expect(text).toContain('Penicillin');
    expect(text).toContain('Migraine');
  });

  let link = '';
  let qrShot: Buffer;
  await test.step('creates a link with a passcode: a QR code and a copyable link', async () => {
    await page.getByRole('textbox', { name: /^Passcode/ }).fill('2468');
    await page.getByRole('button', { name: 'Create link' }).click();
    const qr = page.getByRole('img', { name: 'QR code of the link' });
    await expect(qr).toBeVisible();
    link = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
    expect(link).toMatch(/\/shl#shlink:\/[\w-]+$/);
    qrShot = await qr.screenshot();
  });

  const doctor = await appContext(browser, { locale: 'en' });
  const viewer = await doctor.newPage();
  await test.step('a signed-out browser scans the QR, gives a wrong passcode, then the right one, and reads the summary', async () => {
    await viewer.goto('/shl');
    const scanned = await scanQr(viewer, qrShot);
    expect(scanned).toBe(link);
    await viewer.goto(scanned!);
    await viewer.getByRole('textbox', { name: /^Your name/ }).fill('Dr. Rana, Patan Hospital');
    await viewer.getByLabel(/^Passcode/).fill('1111');
    await viewer.getByRole('button', { name: 'Open summary' }).click();
    await expect(viewer.getByText('Wrong passcode. Attempts left: 4')).toBeVisible();
    await viewer.getByLabel(/^Passcode/).fill('2468');
    await viewer.getByRole('button', { name: 'Open summary' }).click();
    await expect(viewer.getByRole('region', { name: 'Allergies' }).getByText(/Penicillin/)).toBeVisible();
    await expect(viewer.getByRole('region', { name: 'Health problems' }).getByText('Migraine')).toBeVisible();
  });

  await test.step('the patient sees the access and revokes the link; the link then fails', async () => {
    await page.reload();
    const links = page.getByRole('list', { name: 'Your links' });
    await expect(links.getByText(/Dr\. Rana, Patan Hospital/)).toBeVisible();
    await links.getByRole('button', { name: 'Revoke' }).click();
    await expect(links.getByText(/Revoked/)).toBeVisible();

    await viewer.goto('/shl');
    await viewer.goto(link);
    await viewer.getByRole('textbox', { name: /^Your name/ }).fill('Dr. Rana, Patan Hospital');
    await viewer.getByLabel(/^Passcode/).fill('2468');
    await viewer.getByRole('button', { name: 'Open summary' }).click();
    await expect(viewer.getByText(/This link no longer works/)).toBeVisible();
  });
  await doctor.close();
});
