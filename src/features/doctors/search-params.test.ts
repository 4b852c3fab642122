import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DoctorListQuerySchema } from '@contracts/doctor-query';
import { parseDoctorSearch, toDoctorListQuery } from './search-params';
import { cleanSearchText } from './components/DoctorSearchForm';

describe('find page search params', () => {
  it('keeps valid filters and drops defaults', () => {
    expect(parseDoctorSearch({ query: 'Sharma', city: 'Pokhara', fee: 'free', availability: 'today', sort: 'rating', page: 3 })).toEqual({
      query: 'Sharma', city: 'Pokhara', fee: 'free', availability: 'today', sort: 'rating', page: 3,
    });
    expect(parseDoctorSearch({ sort: 'default', page: 1 })).toEqual({});
  });

  it('drops invalid values instead of failing', () => {
    expect(parseDoctorSearch({ fee: 'cheap', sort: 'name', page: 0, specialization: 'Heart Surgery!', query: '<script>' })).toEqual({});
    expect(parseDoctorSearch({ query: 'x'.repeat(26) })).toEqual({});
  });

  it('accepts numbers the router parsed from the URL as text', () => {
    expect(parseDoctorSearch({ query: 123, page: '2' })).toEqual({ query: '123', page: 2 });
  });

  it('trims the query and ignores an empty one', () => {
    expect(parseDoctorSearch({ query: '  Ram  ' })).toEqual({ query: 'Ram' });
    expect(parseDoctorSearch({ query: '   ' })).toEqual({});
  });

  it('asks the API for 20 a page', () => {
    expect(toDoctorListQuery({ city: 'Ilam' })).toEqual({ city: 'Ilam', pageSize: 20 });
  });
});

describe('search box text (spec 5)', () => {
  it('keeps letters (any script), digits, spaces and periods, up to 25 characters', () => {
    expect(cleanSearchText('Dr. Ram-Sharma!')).toBe('Dr. RamSharma');
    expect(cleanSearchText('मुटु रोग १')).toBe('मुटु रोग १');
    expect(cleanSearchText('a'.repeat(30))).toHaveLength(25);
  });
});

describe('the find page URL check and the contract', () => {
  // The contract's schema, field by field, as the page checked the URL before (a bad value dropped).
  const fields = DoctorListQuerySchema.entries;
  const viaContract = (raw: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    const asText = (x: unknown) => (typeof x === 'number' ? String(x) : x);
    for (const key of ['query', 'specialization', 'city', 'availability', 'fee', 'sort', 'page'] as const) {
      const value = key === 'query' || key === 'specialization' || key === 'city' ? asText(raw[key]) : raw[key];
      const result = v.safeParse(fields[key], value);
      if (result.success && result.output) out[key] = result.output;
    }
    if (out['sort'] === 'default') delete out['sort'];
    if (out['page'] === 1) delete out['page'];
    return out;
  };
  const values: unknown[] = [
    undefined, null, true, 0, 1, 2, 3.5, -4, 10_000, 10_001, Number.NaN, '', ' ', '0', '1', '2', ' 7 ', '2.0', '1e3', '0x10', 'abc',
    'Ram', '  Ram  ', 'Dr. Ram', 'मुटु रोग १', '<script>', 'x'.repeat(25), 'x'.repeat(26), ` ${'y'.repeat(25)} `, 'cardiology', 'heart-surgery',
    'Heart Surgery!', 'a'.repeat(60), 'a'.repeat(61), ` ${'c'.repeat(60)} `, 'c'.repeat(61), 'free', 'paid', 'cheap', 'today', 'next_week',
    'default', 'rating', 'fee', 'experience', 'name', ['free'], { page: 2 },
  ];
  it('gives the same answer as the contract for each field and value', () => {
    for (const key of ['query', 'specialization', 'city', 'availability', 'fee', 'sort', 'page']) {
      for (const value of values) {
        expect(parseDoctorSearch({ [key]: value }), `${key}=${JSON.stringify(value)}`).toEqual(viaContract({ [key]: value }));
      }
    }
  });
});
