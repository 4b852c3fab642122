// The typed text kept across reloads (src/lib/offline/drafts.ts) is the patient's: deleted with their other
// copies at sign-out and account switch (src/features/offline/components/OfflineLayer.tsx). Tiny:
// it runs on every start of a signed-out app.
/** localStorage keys of the kept drafts, one per user. */
export const DRAFTS_PREFIX = 'swasthya.drafts:';

export function wipeDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFTS_PREFIX)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept there.
  }
}
