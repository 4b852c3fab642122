import { describe, expect, it } from 'vitest';
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
