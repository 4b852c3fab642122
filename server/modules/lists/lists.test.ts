import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import { CITIES } from '../../../contracts/cities';
import { REVIEW_ASPECTS, REVIEW_WAIT_TIMES } from '../../../contracts/record-options';
import { OCCUPATIONS } from '../../../contracts/person-options';
import { OPTION_LIST_NAMES, PROVINCES, type OptionItem } from '../../../contracts/option-lists';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
});
afterAll(async () => { await h.close(); });

const list = async (path: string) => {
  const res = await h.request(`/api/v1/upn/list/${path}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: OptionItem[] }).data;
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe('/list/{a}', () => {
  it('serves every list with English and Devanagari labels', async () => {
    for (const name of OPTION_LIST_NAMES) {
      const items = await list(name);
      expect(items.length, name).toBeGreaterThan(1);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['labelEn', 'labelNe', 'value']);
        expect(item.labelEn, `${name} ${item.value}`).toBeTruthy();
        expect(item.labelNe, `${name} ${item.value}`).toMatch(DEVANAGARI);
      }
      expect(new Set(items.map((i) => i.value)).size, name).toBe(items.length);
    }
  });

  it('uses the stored values', async () => {
    expect((await list('cities')).map((c) => c.value)).toEqual([...CITIES]);
    expect((await list('occupations')).map((c) => c.value)).toEqual([...OCCUPATIONS]);
    expect((await list('review-aspects')).map((c) => c.value)).toEqual([...REVIEW_ASPECTS]);
    expect((await list('wait-times')).map((c) => c.value)).toEqual([...REVIEW_WAIT_TIMES]);
    expect((await list('blood-groups')).find((b) => b.value === 'AB-')).toEqual({ value: 'AB-', labelEn: 'AB negative (AB-)', labelNe: 'एबी नेगेटिभ (AB-)' });
    expect((await list('cities')).find((c) => c.value === 'Kathmandu')!.labelNe).toBe('काठमाडौं');
    const specs = await list('specializations');
    expect(specs.find((s) => s.value === 'cardiology')).toEqual({ value: 'cardiology', labelEn: 'Cardiology', labelNe: 'मुटु रोग' });
  });

  it('narrows cities by province, covering every city exactly once', async () => {
    expect((await list('provinces')).map((p) => p.value)).toEqual([...PROVINCES]);
    const bagmati = (await list('cities/bagmati')).map((c) => c.value);
    expect(bagmati).toContain('Kathmandu');
    expect(bagmati).not.toContain('Pokhara');
    const all: string[] = [];
    for (const p of PROVINCES) all.push(...(await list(`cities/${p}`)).map((c) => c.value));
    expect(all.sort()).toEqual([...CITIES].sort());
  });

  it('narrows specializations to those practised in a city', async () => {
    const all = await list('specializations');
    const jumla = await list('specializations/jumla');
    const kathmandu = await list('specializations/Kathmandu');
    expect(kathmandu.length).toBeGreaterThan(jumla.length);
    expect(kathmandu.length).toBeLessThanOrEqual(all.length);
    expect(jumla).toEqual([]);
  });

  it('answers 404 with a message for an unknown list, and 400 for a malformed name', async () => {
    for (const path of ['planets', 'genders/male', 'cities/atlantis']) {
      const res = await h.request(`/api/v1/upn/list/${path}`);
      expect(res.status, path).toBe(404);
      expect((await res.json()).message).toBe('This list does not exist.');
    }
    const ne = await h.request('/api/v1/upn/list/planets', { headers: { 'accept-language': 'ne' } });
    expect((await ne.json()).message).toBe('यो सूची अवस्थित छैन।');
    expect((await h.request('/api/v1/upn/list/Bad_Name')).status).toBe(400);
  });
});
