// What the first screen's light search box and the full combobox (SearchBoxFull) share, so that the
// box a patient starts typing in is the same input, to the eye and to a screen reader, as the one that takes over.
import type { InputHTMLAttributes } from 'react';
import { SEARCH_MAX_LENGTH } from '@contracts/options';

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4" />
    </svg>
  );
}

/** The search input's fixed attributes (a combobox whose list is filled as the patient types). */
export const SEARCH_INPUT_ATTRIBUTES = {
  type: 'text',
  role: 'combobox',
  inputMode: 'search',
  enterKeyHint: 'search',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: SEARCH_MAX_LENGTH,
  'aria-autocomplete': 'list',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
