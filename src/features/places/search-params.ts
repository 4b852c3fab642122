// /find/pharmacies and /find/diagnostics keep their filters in the URL with the API's names. Like the
// doctor list's, the city is any short text (the API's rule): the list of cities (contracts/cities.ts)
// stays out of the app's entry, which checks every route's address.
import { CITY_MAX_LENGTH, PLACE_SORTS } from '@contracts/options';
import type { PlaceSort } from '@contracts/places';

export type PlaceKind = 'pharmacy' | 'diagnostic';

export type PlaceSearch = {
  city?: string;
  openNow?: boolean;
  open24Hours?: boolean;
  /** Home delivery (pharmacies) or home sample collection (diagnostic centres). */
  atHome?: boolean;
  sort?: PlaceSort;
  page?: number;
};

const yes = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

/** Keeps only valid values; anything else is dropped (so a bad link still shows a list). */
export function parsePlaceSearch(raw: Record<string, unknown>): PlaceSearch {
  const search: PlaceSearch = {};
  const city = typeof raw['city'] === 'string' ? raw['city'].trim() : undefined;
  if (city && city.length <= CITY_MAX_LENGTH) search.city = city;
  if (yes(raw['openNow'])) search.openNow = true;
  if (yes(raw['open24Hours'])) search.open24Hours = true;
  if (yes(raw['atHome'])) search.atHome = true;
  const sort = raw['sort'];
  if (typeof sort === 'string' && (PLACE_SORTS as readonly string[]).includes(sort) && sort !== 'default') search.sort = sort as PlaceSort;
  const page = Number(raw['page']);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.page = page;
  return search;
}

export const PLACES_PAGE_SIZE = 20;

/** The API query of a search (flags only when set). */
export function toPlaceQuery(kind: PlaceKind, search: PlaceSearch): Record<string, string | number | undefined> {
  return {
    city: search.city,
    openNow: search.openNow ? 'true' : undefined,
    open24Hours: search.open24Hours ? 'true' : undefined,
    [kind === 'pharmacy' ? 'homeDelivery' : 'homeCollection']: search.atHome ? 'true' : undefined,
    sort: search.sort ?? 'default',
    page: search.page ?? 1,
    pageSize: PLACES_PAGE_SIZE,
  };
}
