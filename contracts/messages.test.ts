import { describe, expect, it } from 'vitest';
import { M, MESSAGES_NE, translateMessage } from './messages';
import { DIRECTORY_MESSAGES, DIRECTORY_MESSAGES_NE } from './directory-messages';
import { BOOKING_MESSAGES, BOOKING_MESSAGES_NE } from './booking-messages';
import { RECORDS_MESSAGES, RECORDS_MESSAGES_NE } from './records-messages';
import { ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_NE } from './account-messages';

const tables: [string, Record<string, string>, Record<string, string>][] = [
  ['core', M, MESSAGES_NE],
  ['directory', DIRECTORY_MESSAGES, DIRECTORY_MESSAGES_NE],
  ['booking', BOOKING_MESSAGES, BOOKING_MESSAGES_NE],
  ['records', RECORDS_MESSAGES, RECORDS_MESSAGES_NE],
  ['account', ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_NE],
];

describe('server messages', () => {
  it.each(tables)('every %s message has a Nepali translation in Devanagari', (_name, en, ne) => {
    for (const text of Object.values(en)) {
      expect(ne[text], text).toBeDefined();
      expect(ne[text]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('translates by language and leaves unknown text alone', () => {
    expect(translateMessage(M.emailInUse, 'ne')).toBe('यो इमेल ठेगाना पहिले नै प्रयोगमा छ।');
    expect(translateMessage(M.emailInUse, 'en')).toBe(M.emailInUse);
    expect(translateMessage('Unknown text', 'ne')).toBe('Unknown text');
  });
});
