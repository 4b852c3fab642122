// The contracts' messages in Nepali come from the app's catalogs: the patient's (locales/ne/messages.po),
// and the console's (locales/ne/console.po) for the answers only the console reads.
import { describe, expect, it } from 'vitest';
import { M, SERVER_MESSAGES } from '../../contracts/messages';
import { DIRECTORY_MESSAGES } from '../../contracts/directory-messages';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { RECORDS_MESSAGES } from '../../contracts/records-messages';
import { ACCOUNT_MESSAGES } from '../../contracts/account-messages';
import { DOCUMENT_MESSAGES } from '../../contracts/document-messages';
import { CLINIC_MESSAGES } from '../../contracts/clinic-messages';
import { CLINIC_RECORDS_MESSAGES } from '../../contracts/clinic-records-messages';
import { translateMessage } from './i18n';

const tables: [string, Record<string, string>][] = [
  ['core', M],
  ['server', SERVER_MESSAGES],
  ['directory', DIRECTORY_MESSAGES],
  ['booking', BOOKING_MESSAGES],
  ['records', RECORDS_MESSAGES],
  ['account', ACCOUNT_MESSAGES],
  ['document', DOCUMENT_MESSAGES],
  ['clinic (console catalog)', CLINIC_MESSAGES],
  ['clinic records (console catalog)', CLINIC_RECORDS_MESSAGES],
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the contracts’ messages in Nepali', () => {
  it.each(tables)('every %s message has a Nepali translation in Devanagari, with the same placeholders', (_name, table) => {
    for (const text of Object.values(table)) {
      // Each placeholder filled with itself: what the catalog holds.
      const names = placeholders(text);
      const ne = translateMessage(text, 'ne', Object.fromEntries(names.map((n) => [n, `{${n}}`])));
      expect(ne, text).toMatch(/[\u0900-\u097F]/);
      expect(placeholders(ne), text).toEqual(names);
    }
  });

  it('translates by language and leaves unknown text alone', () => {
    expect(translateMessage(M.emailInUse, 'ne')).toBe('यो इमेल ठेगाना पहिले नै प्रयोगमा छ।');
    expect(translateMessage(M.emailInUse, 'en')).toBe(M.emailInUse);
    expect(translateMessage('Unknown text', 'ne')).toBe('Unknown text');
  });

  it('fills a template in either language', () => {
    expect(translateMessage(DOCUMENT_MESSAGES.percentOff, 'ne', { amount: 'रु. ५०', percent: '१०' })).toBe('रु. ५० (१०% छुट)');
    expect(translateMessage(DOCUMENT_MESSAGES.percentOff, 'en', { amount: 'Rs. 50', percent: '10' })).toBe('Rs. 50 (10% off)');
    expect(translateMessage(ACCOUNT_MESSAGES.accountDeleted, 'ne', { email: 'help@example.test' })).toBe(
      'तपाईंको खाता मेटाइयो। खाता फिर्ता पाउन कृपया help@example.test मा लेख्नुहोस्।',
    );
    // A value is text, never read as a message (no ICU in it).
    expect(translateMessage(DIRECTORY_MESSAGES.activityReviewed, 'ne', { doctor: "{x} O'Brien #1" })).toContain("{x} O'Brien #1");
  });
});
