// Prescriptions (patient API): GET /prescriptions/active, GET /prescriptions/export (PDF, QR codes
// also in X-Prescription-Codes), GET /prescriptions/public-key (also /.well-known/…).
import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ActivePrescriptionsResponseSchema, PrescriptionPublicKeySchema, type PrescriptionPublicKey,
} from '@contracts/prescriptions';
import { pathOf } from '@contracts/endpoints/endpoint';
import { prescriptionsActive, prescriptionsExport } from '@contracts/endpoints/prescriptions';
import { apiRequest } from '@/lib/api/api-client';
import { downloadDocument } from '@/lib/api/download';


export const activePrescriptionsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'prescriptions', 'active'] as const,
    queryFn: async ({ signal }) => (await apiRequest(prescriptionsActive, { schema: ActivePrescriptionsResponseSchema, signal })).data.prescriptions,
  });
export const useActivePrescriptions = (uid: string) => useQuery(activePrescriptionsQueryOptions(uid));

/**
 * Downloads the PDF and keeps it on the device; with no connection, saves the copy exported last
 * (`keptAt` its date; a DownloadError for which `needsConnection` holds when there is none).
 * Returns the QR code texts.
 */
export async function exportPrescriptions(uid: string): Promise<{ codes: string[]; keptAt: number | null }> {
  const saved = await downloadDocument(uid, 'prescriptions', pathOf(prescriptionsExport), 'prescriptions.pdf', ['X-Prescription-Codes']);
  return { codes: (saved.headers.get('X-Prescription-Codes') ?? '').split(/[\s,]+/).filter(Boolean), keptAt: saved.keptAt };
}

const KEY_STORAGE = 'swasthya.prescription-key';

/** The public key: from localStorage when known (works offline), else fetched once and kept. */
export async function prescriptionPublicKey(): Promise<PrescriptionPublicKey> {
  try {
    const stored = localStorage.getItem(KEY_STORAGE);
    if (stored) {
      const parsed = v.safeParse(PrescriptionPublicKeySchema, JSON.parse(stored));
      if (parsed.success) return parsed.output;
    }
  } catch { /* fall through to the network */ }
  const res = await fetch('/.well-known/prescription-signing-key.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const key = v.parse(PrescriptionPublicKeySchema, await res.json());
  try { localStorage.setItem(KEY_STORAGE, JSON.stringify(key)); } catch { /* private mode */ }
  return key;
}
