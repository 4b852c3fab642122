import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { NOTIFICATION_CATEGORIES } from '../../../contracts/record-options';
import type { NotificationPreferences } from '../../../contracts/settings';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const PREFS = '/api/v1/patient/user/notification-preferences';
const read = async (token: string) => ((await (await h.request(PREFS, { token })).json()) as { data: NotificationPreferences }).data.preferences;

describe('notification preferences', () => {
  // Issue 16: important messages by e-mail, SMS and WhatsApp (once opted in), informational by e-mail, no marketing.
  const DEFAULTS = (category: string) => category === 'important_whatsapp' ? { email: true, sms: true, whatsapp: true }
    : category === 'informational' ? { email: true, sms: false, whatsapp: false } : { email: false, sms: false, whatsapp: false };

  it('lists every category with its spec frequency and the defaults a new account has', async () => {
    const p = await h.createPatient();
    const prefs = await read(p.token);
    expect(prefs.map((x) => x.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(Object.fromEntries(prefs.map((x) => [x.category, x.frequency]))).toEqual({
      announcements: 'about_monthly', savings_and_offers: 'about_every_15_days', feedback_and_surveys: 'monthly',
      health_tips: 'one_to_two_per_week', informational: 'weekly', important_whatsapp: 'when_important',
    });
    for (const x of prefs) expect(x.channels).toEqual(DEFAULTS(x.category));
  });

  it('saves the given flags, keeps the rest, and the change survives a new read; other patients are untouched', async () => {
    const p = await h.createPatient();
    const other = await h.createPatient();
    const res = await h.request(PREFS, {
      method: 'PUT', token: p.token,
      body: { preferences: [{ category: 'health_tips', channels: { sms: true, email: false } }, { category: 'important_whatsapp', channels: { whatsapp: true } }] },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(A.preferencesSaved);
    const after = await read(p.token);
    expect(after).toEqual(body.data.preferences);
    const by = Object.fromEntries(after.map((x) => [x.category, x.channels]));
    expect(by['health_tips']).toEqual({ email: false, sms: true, whatsapp: false });
    expect(by['important_whatsapp']).toEqual({ email: true, sms: true, whatsapp: true });
    expect(by['announcements']).toEqual({ email: false, sms: false, whatsapp: false });
    for (const x of await read(other.token)) expect(x.channels).toEqual(DEFAULTS(x.category));
  });

  it('refuses bad input with errorList', async () => {
    const p = await h.createPatient();
    const cases: [unknown, string][] = [
      [{ preferences: [{ category: 'spam', channels: { email: true } }] }, 'preferences.0.category'],
      [{ preferences: [{ category: 'health_tips', channels: { sms: 'yes' } }] }, 'preferences.0.channels.sms'],
      [{ preferences: [{ category: 'health_tips', channels: { pigeon: true } }] }, 'preferences.0.channels.pigeon'],
      [{ preferences: [{ category: 'health_tips', channels: {} }, { category: 'health_tips', channels: {} }] }, 'preferences'],
      [{ preferences: [] }, 'preferences'],
      [{}, 'preferences'],
    ];
    for (const [body, field] of cases) {
      const res = await h.request(PREFS, { method: 'PUT', token: p.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errorList[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await h.request(PREFS)).status).toBe(401);
  });
});
