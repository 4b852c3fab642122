import { describe, expect, it } from 'vitest';
import { parsePlaceSearch, toPlaceQuery } from './search-params';

describe('place search params', () => {
  it('keeps valid filters and drops bad ones', () => {
    expect(parsePlaceSearch({ city: 'Kathmandu', openNow: 'true', sort: 'rating', page: '2' })).toEqual({
      city: 'Kathmandu', openNow: true, sort: 'rating', page: 2,
    });
    expect(parsePlaceSearch({ city: 'x'.repeat(61), sort: 'cheapest', page: '-1', atHome: 'no' })).toEqual({});
    // A city outside the list is the API's to answer (none there), as on the doctor list.
    expect(parsePlaceSearch({ city: ' Atlantis ' })).toEqual({ city: 'Atlantis' });
  });
  it('maps the home filter to the API name of each kind', () => {
    expect(toPlaceQuery('pharmacy', { atHome: true })).toMatchObject({ homeDelivery: 'true', sort: 'default', page: 1 });
    expect(toPlaceQuery('diagnostic', { atHome: true })).toMatchObject({ homeCollection: 'true' });
  });
});
