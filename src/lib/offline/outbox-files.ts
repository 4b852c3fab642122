// Files in the outbox (src/lib/offline/outbox.ts): a write may carry a file (the photo of a paper prescription
// for a medicine reservation) as a Blob in its variables. IndexedDB stores Blobs as they are (the outbox's entry
// is a structured clone, not JSON), so the file waits on the phone with its write and is sent with it, once (its
// Idempotency-Key). What the outbox holds is capped: OUTBOX_MAX_FILE_BYTES of files in all, the server's limit for
// one photo, so a phone never keeps more than one upload's worth waiting and the entry is always written at once.
import type { QueryClient } from '@tanstack/react-query';
import { isWaiting } from './outbox-keys';

/** The most the outbox's waiting writes may hold in files, together (5 MB: one photo at the upload limit). */
export const OUTBOX_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The bytes of the files (Blobs, Files) among a write's variables. */
export function fileBytes(variables: unknown): number {
  if (!variables || typeof variables !== 'object') return 0;
  return Object.values(variables).reduce<number>((sum, value) => sum + (value instanceof Blob ? value.size : 0), 0);
}

/** The bytes of files held by the writes still waiting in this page's outbox. */
export function heldFileBytes(queryClient: QueryClient): number {
  return queryClient.getMutationCache().getAll().filter(isWaiting).reduce((sum, m) => sum + fileBytes(m.state.variables), 0);
}

/** Whether a write with these variables may join the outbox (its files within what is left of the cap). */
export function fitsInOutbox(queryClient: QueryClient, variables: unknown): boolean {
  return heldFileBytes(queryClient) + fileBytes(variables) <= OUTBOX_MAX_FILE_BYTES;
}
