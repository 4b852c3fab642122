// Test helpers for the payment service and the sandbox gateway (server tests only).
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import type { Harness } from './harness';
import { TEST_API_KEY } from './harness';
import type { Fixtures } from '../db/fixtures';
import { appointments, invoices, payments } from '../db/schema';
import { bookingBody, book, slotIn } from './booking-fixtures';
import type { StartPaymentData } from '../../contracts/payments';

export type Raw = (path: string, init?: { method?: string; token?: string; headers?: Record<string, string>; body?: BodyInit }) => Promise<Response>;

/** Requests with any body (forms, multipart) against the same app as the harness. */
export function rawClient(h: Harness): Raw {
  const app = createApp(h.deps);
  return async (path, init = {}) => app.request(path, {
    method: init.method ?? 'GET',
    headers: { 'x-api-key': TEST_API_KEY, accept: 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body,
  });
}

/** Path + query of an absolute URL on the test app's origin (APP_URL http://app.test). */
export const localPath = (url: string) => {
  const u = new URL(url, 'http://app.test');
  return `${u.pathname}${u.search}`;
};

/** Books an appointment (online option unless told) and returns its id. */
export async function bookFor(h: Harness, f: Fixtures, token: string, opts: { paymentOption?: 'online' | 'offline'; fee?: number } = {}): Promise<string> {
  const fee = opts.fee ?? 50_000;
  const slotId = await slotIn(h, f, 72 + Math.random() * 500, { fee });
  const body = bookingBody(f, slotId, { paymentOption: opts.paymentOption ?? 'online' });
  (body.slot as { fee: number }).fee = fee;
  const res = await book(h, token, body);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export async function startPayment(h: Harness, token: string, appointmentId: string, gateway: 'esewa' | 'khalti', headers: Record<string, string> = {}) {
  return h.request('/api/v1/payment/start', { method: 'POST', token, body: { appointmentId, gateway }, headers });
}

export async function startOk(h: Harness, token: string, appointmentId: string, gateway: 'esewa' | 'khalti'): Promise<StartPaymentData> {
  const res = await startPayment(h, token, appointmentId, gateway);
  if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: StartPaymentData }).data;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
});

/** The browser posting the eSewa form to the sandbox, then pressing Pay (or Cancel): the redirect's Location. */
export async function payAtEsewaSandbox(raw: Raw, start: StartPaymentData, action: 'pay' | 'cancel' = 'pay'): Promise<string> {
  const page = await raw(localPath(start.esewa!.formUrl), { method: 'POST', ...form(start.esewa!.fields) });
  if (page.status !== 200) throw new Error(`sandbox form refused: ${page.status} ${await page.text()}`);
  const res = await raw(`/sandbox/esewa/${action}`, { method: 'POST', ...form({ transaction_uuid: start.esewa!.fields.transaction_uuid }) });
  if (res.status !== 303) throw new Error(`sandbox ${action}: ${res.status}`);
  return res.headers.get('location')!;
}

export async function payAtKhaltiSandbox(raw: Raw, start: StartPaymentData, action: 'pay' | 'cancel' = 'pay'): Promise<string> {
  const page = await raw(localPath(start.khalti!.paymentUrl));
  if (page.status !== 200) throw new Error(`sandbox page: ${page.status}`);
  const res = await raw('/sandbox/khalti/pay', { method: 'POST', ...form({ pidx: start.khalti!.pidx, action }) });
  if (res.status !== 303) throw new Error(`sandbox ${action}: ${res.status}`);
  return res.headers.get('location')!;
}

/** Follows a gateway redirect back to our server (a browser navigation: no API key) → the app's result URL. */
export async function followReturn(raw: Raw, location: string): Promise<{ status: number; result: URL }> {
  const res = await raw(localPath(location), { headers: { 'x-api-key': '' } });
  return { status: res.status, result: new URL(res.headers.get('location') ?? 'http://none/', 'http://app.test') };
}

export async function paymentRow(h: Harness, id: string) {
  const [row] = await h.deps.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function appointmentPayment(h: Harness, appointmentId: string) {
  const [a] = await h.deps.db.select({ paymentStatus: appointments.paymentStatus, paymentMethod: appointments.paymentMethod })
    .from(appointments).where(eq(appointments.id, appointmentId));
  const inv = await h.deps.db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
  const pays = await h.deps.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
  return { ...a!, invoices: inv, payments: pays, completed: pays.filter((p) => p.status === 'completed') };
}
