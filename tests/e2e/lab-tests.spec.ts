// Lab tests (issue 6): a lab report uploaded through one server instance downloads through the others; a
// patient uploads a report, and a 5 MB file and an .exe renamed .png are refused with clear messages.
// Against the real stack of the global setup; each test has its own patient.
import { expect, test, type StackInfo, type World } from './fixtures';

test.use({ viewport: { width: 1280, height: 740 } });

test.describe('lab tests', () => {
  const upload = (stack: StackInfo, world: World, token: string, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${stack.appUrl}/api/diagnostic/v1/lab-reports/upload`, {
      method: 'POST', body: form,
      headers: { accept: 'application/json', 'accept-language': 'en', 'x-api-key': world.apiKey, authorization: `Bearer ${token}` },
    });
  };
  const FIVE_MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 - 9)]);
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

  test('a lab report uploaded through one server instance downloads through the others', async ({ world, stack, patient }) => {
    const bytes = Buffer.from(`%PDF-1.4\n%x-ray ${Date.now()}\n`);
    const uploaded = await upload(stack, world, patient.token, 'x-ray.pdf', bytes);
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { fileUrl: string } };
    const through = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const file = await fetch(`${stack.appUrl}${data.fileUrl}`, { headers: { 'x-api-key': world.apiKey, authorization: `Bearer ${patient.token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      through.add(file.headers.get('x-upstream'));
    }
    // Behind the round-robin proxy (npm run test:e2e:multi), at least one download came from another instance.
    const uploadedVia = uploaded.headers.get('x-upstream');
    if (uploadedVia !== null) expect([...through].some((via) => via !== uploadedVia)).toBe(true);
  });

  test('uploads a lab report; a 5 MB file and an .exe renamed .png are refused with clear messages', async ({ signedIn: page, world, stack, patient }) => {
    await page.goto('/lab-tests');
    await page.getByRole('tab', { name: 'My reports' }).click();
    const input = page.locator('input[name="file"]');
    const name = `cbc-${Date.now()}.pdf`;
    await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%lab report\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.locator('[data-testid="lab-report"]').filter({ hasText: name })).toBeVisible();
    // The server's confirmation is shown (it was silent: sonner's toast with no toaster mounted), and a
    // 25 px swipe to the right dismisses it (the spec's 20 px; sonner alone needs 45).
    const confirmation = page.locator('[data-sonner-toast]').filter({ hasText: 'Your lab report has been uploaded.' });
    // hover() waits until the toast has finished sliding in: a box read during sonner's enter animation
    // put the press below the toast once it had risen, so the swipe started on nothing.
    await confirmation.hover({ position: { x: 40, y: 10 } });
    const box = (await confirmation.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 52, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 65, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    // The pointer stays on it, which pauses sonner's 4 s timer: only the swipe can remove it.
    await expect(confirmation).toHaveCount(0, { timeout: 2_000 });

    await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: FIVE_MB });
    await expect(page.getByRole('alert').filter({ hasText: 'The file must be smaller than 5 MB.' })).toBeVisible();
    await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: EXE });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type. Please upload a PDF, JPG or PNG file.' })).toBeVisible();

    // The server refuses them too, whatever the client does.
    const big = await upload(stack, world, patient.token, 'big.pdf', FIVE_MB);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('The file must be smaller than 5 MB.');
    const exe = await upload(stack, world, patient.token, 'scan.png', EXE);
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { message: string }).message).toBe('Invalid file type. Please upload a PDF, JPG or PNG file.');
  });
});
