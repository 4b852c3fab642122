import { describe, expect, it } from 'vitest';
import { methodOf, pathOf } from './endpoint';

describe('endpoint definitions', () => {
  it('give their method and their path with the parameters filled in, each encoded', () => {
    const endpoint = 'PUT /api/v1/patient/family-member/update/{id}/x/{n}';
    expect(methodOf(endpoint)).toBe('PUT');
    expect(pathOf(endpoint, { id: 'a b/c?d#', n: 7 })).toBe('/api/v1/patient/family-member/update/a%20b%2Fc%3Fd%23/x/7');
    expect(pathOf('GET /api/v1/upn/get-doctors')).toBe('/api/v1/upn/get-doctors');
  });
});
