// GET /api/v1/upn/get-pharmacies and GET /api/v1/upn/get-diagnostic-centres — one page of places.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@contracts/common';
import {
  DiagnosticCentreListResponseSchema,
  PharmacyListResponseSchema,
  type DiagnosticCentreCard,
  type PharmacyCard,
} from '@contracts/places';
import { diagnosticCentreList, pharmacyList } from '@contracts/endpoints/places';
import { apiRequest } from '@/lib/api/api-client';
import { toPlaceQuery, type PlaceKind, type PlaceSearch } from '../search-params';

export type Place = (PharmacyCard & { kind: 'pharmacy' }) | (DiagnosticCentreCard & { kind: 'diagnostic' });
export type PlacePage = { places: Place[]; pagination: Pagination };

export async function getPlaces(kind: PlaceKind, search: PlaceSearch, signal?: AbortSignal): Promise<PlacePage> {
  const query = toPlaceQuery(kind, search);
  if (kind === 'pharmacy') {
    const res = await apiRequest(pharmacyList, { query, schema: PharmacyListResponseSchema, signal });
    return { places: res.data.pharmacies.map((p) => ({ ...p, kind })), pagination: res.data.pagination };
  }
  const res = await apiRequest(diagnosticCentreList, { query, schema: DiagnosticCentreListResponseSchema, signal });
  return { places: res.data.diagnosticCentres.map((p) => ({ ...p, kind })), pagination: res.data.pagination };
}

export const placesQueryOptions = (kind: PlaceKind, search: PlaceSearch) =>
  queryOptions({
    queryKey: ['upn', kind === 'pharmacy' ? 'get-pharmacies' : 'get-diagnostic-centres', toPlaceQuery(kind, search)] as const,
    queryFn: ({ signal }) => getPlaces(kind, search, signal),
    placeholderData: keepPreviousData,
  });

export function usePlaces(kind: PlaceKind, search: PlaceSearch) {
  return useQuery(placesQueryOptions(kind, search));
}
