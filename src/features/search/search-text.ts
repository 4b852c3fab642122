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
