// The language of a text a person wrote (a review, a post), told by its script: Nepali when it has more
// Devanagari letters than Latin ones. Migration 0011 applies the same rule to rows written before.
import type { APP_LANGUAGES } from './options';

export type ContentLanguage = (typeof APP_LANGUAGES)[number];

const DEVANAGARI = /[\u0900-\u097F]/gu;
const LATIN = /[A-Za-z]/g;

export function textLanguage(...texts: readonly (string | null | undefined)[]): ContentLanguage {
  const text = texts.filter(Boolean).join(' ');
  return (text.match(DEVANAGARI)?.length ?? 0) > (text.match(LATIN)?.length ?? 0) ? 'ne' : 'en';
}
