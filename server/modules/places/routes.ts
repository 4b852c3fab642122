import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import {
  DiagnosticCentreDetailsResponseSchema, DiagnosticCentreListQuerySchema, DiagnosticCentreListResponseSchema,
  PharmacyDetailsResponseSchema, PharmacyListQuerySchema, PharmacyListResponseSchema,
} from '../../../contracts/places';
import { DIRECTORY_API } from '../../../contracts/endpoints/bases';
import { diagnosticCentreDetails, diagnosticCentreList, pharmacyDetails, pharmacyList } from '../../../contracts/endpoints/places';
import { publicCache } from '../../middleware/public-cache';
import { getDiagnosticCentreDetails, getDiagnosticCentres, getPharmacies, getPharmacyDetails } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/upn: pharmacies and diagnostic centres (public, like the doctor directory). */
export function placeDirectoryRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  route(pharmacyList, { tag: 'Directory', summary: 'Pharmacies: name search (typo-tolerant), city, open now (Nepal time), 24 hours and home delivery filters; sort default | rating | name', query: PharmacyListQuerySchema, response: PharmacyListResponseSchema }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getPharmacies(c.get('deps'), c.req.valid('query')) });
  });

  route(pharmacyDetails, { tag: 'Directory', summary: 'A pharmacy with its licence and weekly hours', response: PharmacyDetailsResponseSchema, param: IdParam }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getPharmacyDetails(c.get('deps'), c.req.valid('param').id) });
  });

  route(diagnosticCentreList, { tag: 'Directory', summary: 'Diagnostic centres: name search (typo-tolerant), city, open now (Nepal time), 24 hours and home collection filters; sort default | rating | name', query: DiagnosticCentreListQuerySchema, response: DiagnosticCentreListResponseSchema }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentres(c.get('deps'), c.req.valid('query')) });
  });

  route(diagnosticCentreDetails, { tag: 'Directory', summary: 'A diagnostic centre with its licence, tests and weekly hours', response: DiagnosticCentreDetailsResponseSchema, param: IdParam }, publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentreDetails(c.get('deps'), c.req.valid('param').id) });
  });

  return app;
}
