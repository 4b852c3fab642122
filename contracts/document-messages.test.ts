import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_MESSAGES_NE } from './document-messages';
import { translateMessage } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('document labels', () => {
  it.each(Object.values(DOCUMENT_MESSAGES))('"%s" has a Nepali translation that translateMessage gives, with the same placeholders', (text) => {
    const ne = DOCUMENT_MESSAGES_NE[text];
    expect(ne).toMatch(/[\u0900-\u097F]/);
    // No other table translates the same English differently.
    expect(translateMessage(text, 'ne')).toBe(ne);
    expect(placeholders(ne!)).toEqual(placeholders(text));
  });
});
