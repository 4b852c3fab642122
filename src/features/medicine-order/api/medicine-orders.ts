// Medicine Order (patient API /api/v1/patient/medicine-order): the reservations (kept offline like
// prescriptions: 'medicine-orders' is in src/lib/offline/persist-entry.ts's KEPT), the pharmacies to choose from,
// and the writes (a start, from prescriptions or from a photo, goes through the outbox: the photo waits as a Blob).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MedicineOrderActionResponseSchema, MedicineOrderListResponseSchema, MedicineOrderResponseSchema, PharmacyChoiceResponseSchema,
  MEDICINE_ORDER_PHOTO_FIELD,
} from '@contracts/medicine-order';
import {
  medicineOrderAccept, medicineOrderCancel, medicineOrderCreate, medicineOrderDecline, medicineOrderDetails, medicineOrderList, medicineOrderPharmacies,
} from '@contracts/endpoints/medicine-order';
import { apiRequest } from '@/lib/api/api-client';

export const medicineOrdersKey = (uid: string) => ['patient', uid, 'medicine-orders'] as const;

export const medicineOrderListQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: [...medicineOrdersKey(uid), 'list'] as const,
    queryFn: async ({ signal }) => (await apiRequest(medicineOrderList, { schema: MedicineOrderListResponseSchema, signal })).data.orders,
  });
export const useMedicineOrders = (uid: string) => useQuery(medicineOrderListQueryOptions(uid));

export const medicineOrderQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: [...medicineOrdersKey(uid), 'details', id] as const,
    queryFn: async ({ signal }) => (await apiRequest(medicineOrderDetails, { params: { id }, schema: MedicineOrderResponseSchema, signal })).data,
  });
export const useMedicineOrder = (uid: string, id: string) => useQuery({ ...medicineOrderQueryOptions(uid, id), refetchInterval: 10_000 });

export type PharmacySearch = { query?: string; city?: string };
export const usePharmacyChoices = (search: PharmacySearch) =>
  useQuery({
    queryKey: ['patient', 'medicine-order-pharmacies', search] as const,
    queryFn: async ({ signal }) => (await apiRequest(medicineOrderPharmacies, {
      query: Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as Record<string, string>, schema: PharmacyChoiceResponseSchema, signal,
    })).data.pharmacies,
    staleTime: 60_000,
  });

export type StartFromPrescriptions = { pharmacyId: string; prescriptionIds: string[]; note?: string; idempotencyKey: string };

export const startFromPrescriptions = (v: StartFromPrescriptions) =>
  apiRequest(medicineOrderCreate, {
    body: { pharmacyId: v.pharmacyId, prescriptionIds: v.prescriptionIds, ...(v.note ? { note: v.note } : {}) },
    idempotencyKey: v.idempotencyKey, schema: MedicineOrderActionResponseSchema,
  });

/** A start from a photo as the outbox keeps it: the photo a Blob (stored in IndexedDB as it is), its name beside it. */
export type StartFromPhoto = { pharmacyId: string; familyMemberId?: string; note?: string; photo: Blob; photoName: string; idempotencyKey: string };

export function startFromPhoto(v: StartFromPhoto) {
  const form = new FormData();
  form.append('pharmacyId', v.pharmacyId);
  if (v.familyMemberId) form.append('familyMemberId', v.familyMemberId);
  if (v.note) form.append('note', v.note);
  form.append(MEDICINE_ORDER_PHOTO_FIELD, v.photo, v.photoName);
  return apiRequest(medicineOrderCreate, { body: form, idempotencyKey: v.idempotencyKey, schema: MedicineOrderActionResponseSchema });
}

const ACTIONS = { accept: medicineOrderAccept, decline: medicineOrderDecline, cancel: medicineOrderCancel } as const;
export function decideOrder(id: string, action: keyof typeof ACTIONS, idempotencyKey: string, itemIds?: string[]) {
  return apiRequest(ACTIONS[action], { params: { id }, body: itemIds ? { itemIds } : {}, idempotencyKey, schema: MedicineOrderActionResponseSchema });
}
