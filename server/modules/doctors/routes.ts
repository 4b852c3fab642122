import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { DoctorListResponseSchema, DoctorSearchResponseSchema, SpecializationListResponseSchema } from '../../../contracts/doctors';
import { DoctorDetailsResponseSchema, HealthFeedResponseSchema } from '../../../contracts/doctor-details';
import { DoctorListQuerySchema, DoctorSearchQuerySchema, HealthFeedQuerySchema } from '../../../contracts/doctor-query';
import { UuidSchema } from '../../../contracts/common';
import { DIRECTORY_API } from '../../../contracts/endpoints/bases';
import { doctorDetails, doctorHealthFeed, doctorList, doctorSearch, specializationList } from '../../../contracts/endpoints/doctors';
import { getDoctorDetails, getDoctors, getHealthFeed, getSpecializations, searchDoctorsByText } from './service';
import { normalizeSearch } from './search-text';
import { publicCache, skipPublicCache } from '../../middleware/public-cache';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/upn: the public doctor directory (guests may browse). */
export function doctorDirectoryRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  // "Available today" and the availability windows are days in the caller's zone: cached per zone.
  route(doctorList, { tag: 'Directory', summary: 'Doctors with filters, sort and paging. `query` matches names and any specialization, ignoring case and small typos', query: DoctorListQuerySchema, response: DoctorListResponseSchema }, publicCache({ byTimeZone: true }), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    const data = await getDoctors(c.get('deps'), c.req.valid('query'), c.get('timeZone'), { onStaleAvailability: () => skipPublicCache(c) });
    return c.json({ data });
  });

  route(doctorDetails, { tag: 'Directory', summary: "A doctor's full profile, with the latest 10 health-feed posts (more via /doctors/{id}/health-feed)", response: DoctorDetailsResponseSchema, param: IdParam }, async (c) => {
    // Revalidate every time: a patient's own review must show at once in rating and votes.
    c.header('Cache-Control', 'public, no-cache');
    return c.json({ data: await getDoctorDetails(c.get('deps'), c.req.valid('param').id, c.get('timeZone')) });
  });

  // Keyed by the text as the search sees it ("Dr. Sharma" and "sharma" are one entry).
  route(doctorSearch, { tag: 'Directory', summary: 'Top-bar search: up to 10 doctors whose name or any specialization matches (case- and typo-tolerant). Blank text gives an empty list; mainSpecialization is in the language of Accept-Language', query: DoctorSearchQuerySchema, response: DoctorSearchResponseSchema }, publicCache({ key: (c) => normalizeSearch((c.req.valid('query' as never) as { search: string }).search) }), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ data: await searchDoctorsByText(c.get('deps'), c.req.valid('query').search, c.get('locale')) });
  });

  route(specializationList, { tag: 'Directory', summary: 'Every specialization with its number of doctors', response: SpecializationListResponseSchema }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ data: await getSpecializations(c.get('deps')) });
  });

  route(doctorHealthFeed, { tag: 'Directory', summary: "A doctor's health-feed posts, newest first, paged", query: HealthFeedQuerySchema, response: HealthFeedResponseSchema, param: IdParam }, async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getHealthFeed(c.get('deps'), c.req.valid('param').id, c.req.valid('query')) });
  });

  return app;
}
