// Spec 5, the search box: letters, digits, spaces and periods only; at most 25 characters on the
// desktop input (the mobile popup input only limits the length to 25).
import { SEARCH_MAX_LENGTH } from '@contracts/options';

const NOT_ALLOWED = /[^\p{L}\p{M}\p{Nd} .]/gu;

/** The desktop input: characters outside the rule are dropped as they are typed, then cut to 25. */
export function cleanSearchText(text: string): string {
  return text.replace(NOT_ALLOWED, '').slice(0, SEARCH_MAX_LENGTH);
}

/** The mobile popup input: only the length is limited. */
export function limitSearchText(text: string): string {
  return text.slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The text sent to the server and put in the find page's URL: trimmed, and (for the mobile input,
 * which lets anything be typed) without characters the server's contract refuses.
 */
export function searchTerm(text: string): string {
  return cleanSearchText(text).trim();
}

/**
 * The one place both desktop boxes (the first screen's light box and the full combobox) apply the
 * rule: the input's own value is cleaned in place, the caret kept after the same character, and the
 * clean text returned. Written back to the element, not only to state: when the clean text equals
 * what the state already holds (a refused character typed at the end), no re-render is owed, so the
 * element itself must not keep the refused character.
 */
export function sanitizeSearchInput(input: HTMLInputElement, rule: (text: string) => string = cleanSearchText): string {
  const raw = input.value;
  const clean = rule(raw);
  if (clean !== raw) {
    const caret = input.selectionStart ?? raw.length;
    const at = Math.min(rule(raw.slice(0, caret)).length, clean.length);
    input.value = clean;
    if (input === input.ownerDocument.activeElement) input.setSelectionRange(at, at);
  }
  return clean;
}
