// Whether this device may hold a signed-in patient's saved data (src/lib/offline/persist.ts): a guest who
// never signed in skips the wipe, and the app starts without loading persist.ts at all.
const MARKER = 'swasthya.offlineCache';

export function mayHavePersistedQueries(): boolean {
  try {
    return localStorage.getItem(MARKER) !== null;
  } catch {
    return true;
  }
}

export function setMarker(present: boolean): void {
  try {
    if (present) localStorage.setItem(MARKER, '1');
    else localStorage.removeItem(MARKER);
  } catch {
    // Without storage the wipe simply always runs.
  }
}
