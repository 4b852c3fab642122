// Search text as typed, before it reaches SQL (search.repository.ts).

/**
 * Search text as the directory matches it: case-folded, periods as spaces, single spaces, and a
 * leading "Dr." / "doctor" (or "डा." / "डाक्टर") dropped (people type "Dr. Sharma"). Empty = no search.
 */
export function normalizeSearch(text: string | undefined): string {
  const t = (text ?? '').normalize('NFC').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  return t.replace(/^(dr|doctor|डा|डाक्टर)( |$)/, '').trim();
}

/** Whether the text is written in Devanagari: it is then matched with the Devanagari names. */
export const isDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);
