import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import { diagnosticCentres, pharmacies } from '../../db/schema';
import { openNowSql } from './repository';
import type { DiagnosticCentreListResponse, PharmacyDetails, PharmacyListResponse } from '../../../contracts/places';

let h: Harness;
const ids: Record<string, string> = {};
let openPharmacyOpensAt = '';

/** Kathmandu wall-clock "HH:MM:00", `minutes` from now (wrapping round midnight), and today's weekday there. */
const KTM_OFFSET = 345 * 60_000;
const ktm = (minutes: number) => {
  const d = new Date(Date.now() + KTM_OFFSET + minutes * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:00`;
};
const todayKtm = new Date(Date.now() + KTM_OFFSET).getUTCDay();

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
  const base = { address: 'Ward 4, Testpur', city: 'Testpur', phone: '01-4000000' };
  const rows = [
    { key: 'open', name: 'Zqxw Open Pharmacy', opensAt: ktm(-60), closesAt: ktm(60), ratingAvg: 3.9, votes: 10, homeDelivery: true },
    { key: 'later', name: 'Zqxw Later Pharmacy', opensAt: ktm(60), closesAt: ktm(120), ratingAvg: 4.9, votes: 50, homeDelivery: false },
    { key: 'dayOff', name: 'Zqxw Holiday Pharmacy', opensAt: ktm(-60), closesAt: ktm(60), closedWeekdays: [todayKtm, (todayKtm + 6) % 7], ratingAvg: 4.5, votes: 5, homeDelivery: true },
    { key: 'allDay', name: 'Zqxw Always Pharmacy', is24Hours: true, ratingAvg: 4.1, votes: 99, homeDelivery: false },
    // Opened an hour ago, closes two hours before that time tomorrow: a shift past midnight, open now.
    { key: 'overnight', name: 'Zqxw Night Pharmacy', opensAt: ktm(-60), closesAt: ktm(-120), ratingAvg: 2.5, votes: 3, homeDelivery: false },
  ];
  openPharmacyOpensAt = rows[0]!.opensAt!.slice(0, 5);
  for (const [i, r] of rows.entries()) {
    const { key, ...values } = r;
    const [row] = await h.deps.db.insert(pharmacies).values({ ...base, licenseNumber: `TEST-PH-${i}`, ...values }).returning();
    ids[key] = row!.id;
  }
  await h.deps.db.execute(sql`analyze`);
});
afterAll(async () => { await h.close(); });

const pharmacyPage = async (qs: string, headers: Record<string, string> = {}) => {
  const res = await h.request(`/api/v1/upn/get-pharmacies?${qs}`, { headers });
  expect(res.status, qs).toBe(200);
  return ((await res.json()) as PharmacyListResponse).data;
};
const names = async (qs: string) => (await pharmacyPage(`city=testpur&${qs}`)).pharmacies.map((p) => p.name.replace('Zqxw ', ''));

describe('get-pharmacies', () => {
  it('computes open now on the pharmacy\'s clock: hours, closed days, 24 hours and shifts past midnight', async () => {
    expect((await names('openNow=true&sort=name')).sort()).toEqual(['Always Pharmacy', 'Night Pharmacy', 'Open Pharmacy']);
    expect((await names('openNow=false&sort=name')).sort()).toEqual(['Holiday Pharmacy', 'Later Pharmacy']);
    const cards = (await pharmacyPage('city=Testpur')).pharmacies;
    expect(cards.find((p) => p.id === ids.open)!.openNow).toBe(true);
    expect(cards.find((p) => p.id === ids.later)!.openNow).toBe(false);
    // A caller abroad sees the same: the hours are Nepal time.
    const abroad = (await pharmacyPage('city=Testpur&openNow=true', { 'x-timezone': 'America/New_York' })).pharmacies;
    expect(abroad.map((p) => p.id).sort()).toEqual([ids.allDay, ids.overnight, ids.open].sort());
    expect(abroad[0]!.timeZone).toBe('Asia/Kathmandu');
  });

  it('filters by 24 hours, home delivery and city, and searches names despite typos', async () => {
    expect(await names('open24Hours=true')).toEqual(['Always Pharmacy']);
    expect((await names('homeDelivery=1&sort=name'))).toEqual(['Holiday Pharmacy', 'Open Pharmacy']);
    expect((await names('homeDelivery=false&open24Hours=false&sort=name'))).toEqual(['Later Pharmacy', 'Night Pharmacy']);
    expect((await pharmacyPage('query=zqxw%20opne')).pharmacies[0]!.id).toBe(ids.open);
    expect((await pharmacyPage('query=ZQXW&pageSize=50')).pharmacies).toHaveLength(5);
    const ktmOnly = (await pharmacyPage('city=KATHMANDU&pageSize=50')).pharmacies;
    expect(ktmOnly.length).toBeGreaterThan(0);
    expect(ktmOnly.every((p) => p.city === 'Kathmandu')).toBe(true);
  });

  it('sorts by name, by rating, and by default open-now first then rating; pages', async () => {
    expect(await names('sort=name')).toEqual(['Always Pharmacy', 'Holiday Pharmacy', 'Later Pharmacy', 'Night Pharmacy', 'Open Pharmacy']);
    expect(await names('sort=rating')).toEqual(['Later Pharmacy', 'Holiday Pharmacy', 'Always Pharmacy', 'Open Pharmacy', 'Night Pharmacy']);
    expect(await names('')).toEqual(['Always Pharmacy', 'Open Pharmacy', 'Night Pharmacy', 'Later Pharmacy', 'Holiday Pharmacy']);
    const p1 = await pharmacyPage('city=Testpur&sort=name&pageSize=2');
    expect(p1.pagination).toEqual({ page: 1, pageSize: 2, total: 5, hasNext: true });
    const p3 = await pharmacyPage('city=Testpur&sort=name&pageSize=2&page=3');
    expect(p3.pharmacies.map((p) => p.id)).toEqual([ids.open]);
    expect(p3.pagination.hasNext).toBe(false);
  });

  it('gives the Devanagari name and finds a place by it (issue 19)', async () => {
    await h.deps.db.update(pharmacies).set({ nameNe: 'ज्क्ष्व खुला फार्मेसी' }).where(sql`id = ${ids.open}`);
    const card = (await pharmacyPage('city=Testpur&sort=name')).pharmacies.find((p) => p.id === ids.open)!;
    expect(card).toMatchObject({ name: 'Zqxw Open Pharmacy', nameNe: 'ज्क्ष्व खुला फार्मेसी' });
    expect((await pharmacyPage('city=Testpur&sort=name')).pharmacies.find((p) => p.id === ids.later)!.nameNe).toBeNull();
    expect((await pharmacyPage(`query=${encodeURIComponent('ज्क्ष्व')}`)).pharmacies.map((p) => p.id)).toEqual([ids.open]);
    expect((await pharmacyPage(`query=${encodeURIComponent('खुला फार्मेसी')}`)).pharmacies[0]!.id).toBe(ids.open);
    // A typo ('खुल' for 'खुला') still finds it.
    expect((await pharmacyPage(`query=${encodeURIComponent('ज्क्ष्व खुल')}`)).pharmacies[0]!.id).toBe(ids.open);
    const details = (await (await h.request(`/api/v1/upn/get-pharmacy-details/${ids.open}`)).json()).data as PharmacyDetails;
    expect(details.nameNe).toBe('ज्क्ष्व खुला फार्मेसी');
    // The seeded places all have one, and are found by it.
    const seeded = (await pharmacyPage(`query=${encodeURIComponent('फार्मेसी')}&pageSize=50`)).pharmacies;
    expect(seeded.length).toBeGreaterThan(10);
    expect(seeded.every((p) => p.nameNe?.includes('फार्मेसी'))).toBe(true);
    const labs = (await (await h.request(`/api/v1/upn/get-diagnostic-centres?query=${encodeURIComponent('डायग्नोस्टिक')}&pageSize=50`)).json()) as DiagnosticCentreListResponse;
    expect(labs.data.diagnosticCentres.length).toBeGreaterThan(0);
    expect(labs.data.diagnosticCentres.every((d) => d.nameNe?.includes('डायग्नोस्टिक') && /Diagnostic/.test(d.name))).toBe(true);
  });

  it('rejects bad parameters with 400 naming each one', async () => {
    const res = await h.request(`/api/v1/upn/get-pharmacies?sort=cheapest&openNow=maybe&page=-1&pageSize=500&query=${'x'.repeat(500)}`);
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(errorList.map((e: { field: string }) => e.field).sort()).toEqual(['openNow', 'page', 'pageSize', 'query', 'sort']);
  });
});

describe('open now, at fixed instants', () => {
  // 2026-03-04 is a Wednesday (weekday 3). Instants are given in Kathmandu time (+05:45).
  const isOpen = async (at: string, p: { is24: boolean; opens: string | null; closes: string | null; closed: number[] }) => {
    const result = await h.deps.db.execute<{ open: boolean }>(sql`
      select ${openNowSql('Asia/Kathmandu', sql`${at}::timestamptz`)} as open
      from (select ${p.is24}::boolean as is_24_hours, ${p.opens}::time as opens_at, ${p.closes}::time as closes_at,
        ${`{${p.closed.join(',')}}`}::int[] as closed_weekdays) p`);
    return result.rows[0]!.open;
  };
  const day = { is24: false, opens: '09:00', closes: '18:00', closed: [6] };
  const night = { is24: false, opens: '20:00', closes: '02:00', closed: [3] };

  it('judges a day shift by its hours and closed days', async () => {
    expect(await isOpen('2026-03-04T08:59+05:45', day)).toBe(false);
    expect(await isOpen('2026-03-04T09:00+05:45', day)).toBe(true);
    expect(await isOpen('2026-03-04T17:59+05:45', day)).toBe(true);
    expect(await isOpen('2026-03-04T18:00+05:45', day)).toBe(false);
    expect(await isOpen('2026-03-07T12:00+05:45', day)).toBe(false); // Saturday, closed
    // The same instant written in another zone is the same answer.
    expect(await isOpen('2026-03-04T03:30+00:00', day)).toBe(true);
  });

  it('runs a shift past midnight from its opening day', async () => {
    expect(await isOpen('2026-03-03T21:00+05:45', night)).toBe(true); // Tuesday evening
    expect(await isOpen('2026-03-04T01:00+05:45', night)).toBe(true); // after midnight, from Tuesday
    expect(await isOpen('2026-03-04T21:00+05:45', night)).toBe(false); // Wednesday is closed
    expect(await isOpen('2026-03-05T01:00+05:45', night)).toBe(false); // ... so no Wednesday night shift
    expect(await isOpen('2026-03-05T03:00+05:45', night)).toBe(false);
  });

  it('keeps 24-hour places open except on closed days', async () => {
    expect(await isOpen('2026-03-04T03:00+05:45', { is24: true, opens: null, closes: null, closed: [] })).toBe(true);
    expect(await isOpen('2026-03-04T03:00+05:45', { is24: true, opens: null, closes: null, closed: [3] })).toBe(false);
  });
});

describe('get-pharmacy-details', () => {
  it('gives the licence and the week, closed days flagged', async () => {
    const res = await h.request(`/api/v1/upn/get-pharmacy-details/${ids.dayOff}`);
    expect(res.status).toBe(200);
    const p = (await res.json()).data as PharmacyDetails;
    expect(p.licenseNumber).toBe('TEST-PH-2');
    expect(p.hours).toHaveLength(7);
    // Closed today and yesterday (so that a shift from yesterday cannot reach past midnight into now).
    expect(p.hours[todayKtm]).toEqual({ weekday: todayKtm, opensAt: null, closesAt: null, isClosed: true });
    expect(p.hours.filter((d) => !d.isClosed).every((d) => d.opensAt === openPharmacyOpensAt)).toBe(true);
    const always = (await (await h.request(`/api/v1/upn/get-pharmacy-details/${ids.allDay}`)).json()).data as PharmacyDetails;
    expect(always.hours.every((d) => d.opensAt === '00:00' && d.closesAt === '24:00')).toBe(true);
  });

  it('answers 404 for an unknown pharmacy and 400 for a malformed id', async () => {
    const res = await h.request('/api/v1/upn/get-pharmacy-details/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('This pharmacy could not be found.');
    expect((await h.request('/api/v1/upn/get-pharmacy-details/12')).status).toBe(400);
  });
});

describe('diagnostic centres', () => {
  it('lists, filters by home collection and shows details', async () => {
    const all = await h.request('/api/v1/upn/get-diagnostic-centres?pageSize=50');
    const { data } = (await all.json()) as DiagnosticCentreListResponse;
    expect(data.pagination.total).toBeGreaterThan(20);
    const [count] = (await h.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from diagnostic_centres where home_collection`)).rows;
    const home = (await (await h.request('/api/v1/upn/get-diagnostic-centres?homeCollection=true&pageSize=50')).json()) as DiagnosticCentreListResponse;
    expect(home.data.pagination.total).toBe(count!.n);
    expect(home.data.diagnosticCentres.every((d) => d.homeCollection)).toBe(true);
    const ratings = (await (await h.request('/api/v1/upn/get-diagnostic-centres?sort=rating&pageSize=50')).json() as DiagnosticCentreListResponse)
      .data.diagnosticCentres.map((d) => d.ratingAvg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const first = data.diagnosticCentres[0]!;
    const details = await h.request(`/api/v1/upn/get-diagnostic-centre-details/${first.id}`);
    expect(details.status).toBe(200);
    const d = (await details.json()).data;
    expect(d.testsOffered.length).toBeGreaterThan(0);
    expect(d.hours).toHaveLength(7);
    const [row] = await h.deps.db.select().from(diagnosticCentres).where(sql`id = ${first.id}`);
    expect(d.licenseNumber).toBe(row!.licenseNumber);
    const missing = await h.request('/api/v1/upn/get-diagnostic-centre-details/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('This diagnostic centre could not be found.');
  });

  it('rejects bad parameters with 400', async () => {
    const res = await h.request('/api/v1/upn/get-diagnostic-centres?homeCollection=yes&sort=distance');
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(errorList.map((e: { field: string }) => e.field).sort()).toEqual(['homeCollection', 'sort']);
  });
});
