import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SendPhoneCodeSchema, VerifyPhoneSchema } from './settings';

describe('digits in either script', () => {
  it('lets the contracts take phone numbers and codes in Devanagari digits, stored in Latin ones', () => {
    expect(v.parse(SendPhoneCodeSchema, { phoneNumber: '९८४१२३४५६७' })).toMatchObject({ phoneNumber: '9841234567' });
    expect(v.parse(VerifyPhoneSchema, { code: '१२३४५६' })).toMatchObject({ code: '123456' });
    expect(v.safeParse(VerifyPhoneSchema, { code: '१२३' }).success).toBe(false);
  });
});
