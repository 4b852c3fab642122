// The pharmacist's calls (contracts/endpoints/medicine-order.ts), each with the console's staff
// session token. Loaded only by the console's route (src/routes/clinic/pharmacy.tsx).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { fillPath } from '@contracts/endpoints/endpoint';
import {
  PharmacistMeResponseSchema, PharmacyOrderActionResponseSchema, PharmacyOrderListResponseSchema, type QuoteMedicineOrderInput, type CounterPayment,
} from '@contracts/medicine-order';
import {
  pharmacyInvite, pharmacyMe, pharmacyOrderCannotFill, pharmacyOrderCollect, pharmacyOrderList, pharmacyOrderPhoto, pharmacyOrderQuote, pharmacyOrderReady,
} from '@contracts/endpoints/medicine-order';
import { getConfig } from '@/lib/settings/config';
import { InviteStaffResponseSchema } from '@contracts/clinic-console';

const token = () => staffSession.token();
/** The requests are asked again this often while the page is open. */
export const PHARMACY_REFRESH_MS = 5_000;

export const pharmacyKeys = {
  me: (uid: string) => ['clinic', uid, 'pharmacy', 'me'] as const,
  orders: (uid: string) => ['clinic', uid, 'pharmacy', 'orders'] as const,
};

export const pharmacistMeQuery = (uid: string) => queryOptions({
  queryKey: pharmacyKeys.me(uid),
  queryFn: async ({ signal }) => (await apiRequest(pharmacyMe, { schema: PharmacistMeResponseSchema, token, signal })).data,
  retry: false,
});

export const pharmacyOrdersQuery = (uid: string) => queryOptions({
  queryKey: pharmacyKeys.orders(uid),
  queryFn: async ({ signal }) => (await apiRequest(pharmacyOrderList, { schema: PharmacyOrderListResponseSchema, token, signal })).data.orders,
  refetchInterval: PHARMACY_REFRESH_MS,
  refetchOnWindowFocus: true,
});

const opts = { schema: PharmacyOrderActionResponseSchema, token } as const;
export const sendQuote = (id: string, body: QuoteMedicineOrderInput) =>
  apiRequest(pharmacyOrderQuote, { ...opts, params: { id }, body, idempotencyKey: newIdempotencyKey() });
export const cannotFill = (id: string, reason: string) =>
  apiRequest(pharmacyOrderCannotFill, { ...opts, params: { id }, body: { reason }, idempotencyKey: newIdempotencyKey() });
export const markReady = (id: string) => apiRequest(pharmacyOrderReady, { ...opts, params: { id }, body: {}, idempotencyKey: newIdempotencyKey() });
/** Invites a colleague pharmacist to this pharmacy (a one-time link by e-mail). */
export const invitePharmacist = (email: string) => apiRequest(pharmacyInvite, { body: { email }, schema: InviteStaffResponseSchema, token });
export const collect = (code: string, payment: CounterPayment) =>
  apiRequest(pharmacyOrderCollect, { ...opts, body: { code, payment }, idempotencyKey: newIdempotencyKey() });

/** The order's photo as an object URL (the request carries the staff token, so an <img src> cannot). */
export async function photoUrl(id: string): Promise<string> {
  const res = await fetch(fillPath(pharmacyOrderPhoto, { id }), {
    headers: { Authorization: `Bearer ${(await token()) ?? ''}`, 'x-api-key': getConfig().apiKey },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
