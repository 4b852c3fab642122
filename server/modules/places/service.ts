import type * as v from 'valibot';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { SUPPORTED_TIME_ZONE } from '../../../contracts/options';
import type {
  DiagnosticCentreCard, DiagnosticCentreDetails, DiagnosticCentreListQuerySchema, DiagnosticCentreListResponse,
  PharmacyCard, PharmacyDetails, PharmacyListQuerySchema, PharmacyListResponse,
} from '../../../contracts/places';
import type { Pagination } from '../../../contracts/common';
import { findPlace, listPlaces, type PlaceFilters, type PlaceKind, type PlaceRow } from './repository';

/**
 * Every listed place is in Nepal and keeps its hours in Nepal time, so "open now" is judged on the
 * place's clock (Asia/Kathmandu), whatever the caller's zone: a patient abroad looking up a pharmacy
 * for a parent at home must see whether it is open there, now.
 */
const PLACE_TIME_ZONE = SUPPORTED_TIME_ZONE;

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

function baseCard(r: PlaceRow) {
  return {
    id: r.id, name: r.name, nameNe: r.name_ne, address: r.address, city: r.city, phone: r.phone, latitude: r.latitude, longitude: r.longitude,
    is24Hours: r.is_24_hours, opensAt: hhmm(r.opens_at), closesAt: hhmm(r.closes_at), closedWeekdays: r.closed_weekdays,
    openNow: r.open_now, timeZone: PLACE_TIME_ZONE, ratingAvg: Number(r.rating_avg), votes: r.votes,
  };
}

/** The week as seven rows, the shape of a doctor's clinic hours. */
function weekOf(r: PlaceRow) {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const isClosed = r.closed_weekdays.includes(weekday);
    const open = !isClosed && !r.is_24_hours;
    return {
      weekday,
      opensAt: r.is_24_hours && !isClosed ? '00:00' : open ? hhmm(r.opens_at) : null,
      closesAt: r.is_24_hours && !isClosed ? '24:00' : open ? hhmm(r.closes_at) : null,
      isClosed,
    };
  });
}

const pharmacyCard = (r: PlaceRow): PharmacyCard => ({ ...baseCard(r), homeDelivery: r.home_service, services: r.offers });
const diagnosticCard = (r: PlaceRow): DiagnosticCentreCard => ({ ...baseCard(r), homeCollection: r.home_service, testsOffered: r.offers });

type BaseQuery = Omit<PlaceFilters, 'homeService' | 'placeTimeZone'>;

async function page(deps: AppDeps, kind: PlaceKind, q: BaseQuery, homeService: boolean | undefined) {
  const query = q.query?.replace(/\s+/g, ' ').trim().toLowerCase() || undefined;
  const filters: PlaceFilters = { ...q, query, homeService, placeTimeZone: PLACE_TIME_ZONE };
  const rows = await listPlaces(deps.db, kind, filters);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) total = Number((await listPlaces(deps.db, kind, { ...filters, page: 1, pageSize: 1 }))[0]?.total ?? 0);
  const pagination: Pagination = { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total };
  return { rows, pagination };
}

export async function getPharmacies(deps: AppDeps, q: v.InferOutput<typeof PharmacyListQuerySchema>): Promise<PharmacyListResponse['data']> {
  const { rows, pagination } = await page(deps, 'pharmacy', q, q.homeDelivery);
  return { pharmacies: rows.map(pharmacyCard), pagination };
}

export async function getDiagnosticCentres(
  deps: AppDeps,
  q: v.InferOutput<typeof DiagnosticCentreListQuerySchema>,
): Promise<DiagnosticCentreListResponse['data']> {
  const { rows, pagination } = await page(deps, 'diagnostic', q, q.homeCollection);
  return { diagnosticCentres: rows.map(diagnosticCard), pagination };
}

export async function getPharmacyDetails(deps: AppDeps, id: string): Promise<PharmacyDetails> {
  const r = await findPlace(deps.db, 'pharmacy', id, PLACE_TIME_ZONE);
  if (!r) throw new HttpError(404, DM.pharmacyNotFound);
  return { ...pharmacyCard(r), licenseNumber: r.license_number, hours: weekOf(r) };
}

export async function getDiagnosticCentreDetails(deps: AppDeps, id: string): Promise<DiagnosticCentreDetails> {
  const r = await findPlace(deps.db, 'diagnostic', id, PLACE_TIME_ZONE);
  if (!r) throw new HttpError(404, DM.diagnosticCentreNotFound);
  return { ...diagnosticCard(r), licenseNumber: r.license_number, hours: weekOf(r) };
}
