import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { UuidSchema } from '../../../contracts/common';
import {
  DiagnosticCentreDetailsResponseSchema, DiagnosticCentreListQuerySchema, DiagnosticCentreListResponseSchema,
  PharmacyDetailsResponseSchema, PharmacyListQuerySchema, PharmacyListResponseSchema,
} from '../../../contracts/places';
import { publicCache } from '../../middleware/public-cache';
import { getDiagnosticCentreDetails, getDiagnosticCentres, getPharmacies, getPharmacyDetails } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/upn: pharmacies and diagnostic centres (public, like the doctor directory). */
export function placeDirectoryRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/upn/get-pharmacies', tag: 'Directory', summary: 'Pharmacies: name search (typo-tolerant), city, open now (Nepal time), 24 hours and home delivery filters; sort default | rating | name', query: PharmacyListQuerySchema, response: PharmacyListResponseSchema });
  app.get('/get-pharmacies', validate('query', PharmacyListQuerySchema), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getPharmacies(c.get('deps'), c.req.valid('query')) });
  });

  describeRoute({ method: 'get', path: '/api/v1/upn/get-pharmacy-details/{id}', tag: 'Directory', summary: 'A pharmacy with its licence and weekly hours', response: PharmacyDetailsResponseSchema });
  app.get('/get-pharmacy-details/:id', validate('param', IdParam), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getPharmacyDetails(c.get('deps'), c.req.valid('param').id) });
  });

  describeRoute({ method: 'get', path: '/api/v1/upn/get-diagnostic-centres', tag: 'Directory', summary: 'Diagnostic centres: name search (typo-tolerant), city, open now (Nepal time), 24 hours and home collection filters; sort default | rating | name', query: DiagnosticCentreListQuerySchema, response: DiagnosticCentreListResponseSchema });
  app.get('/get-diagnostic-centres', validate('query', DiagnosticCentreListQuerySchema), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentres(c.get('deps'), c.req.valid('query')) });
  });

  describeRoute({ method: 'get', path: '/api/v1/upn/get-diagnostic-centre-details/{id}', tag: 'Directory', summary: 'A diagnostic centre with its licence, tests and weekly hours', response: DiagnosticCentreDetailsResponseSchema });
  app.get('/get-diagnostic-centre-details/:id', validate('param', IdParam), publicCache(), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDiagnosticCentreDetails(c.get('deps'), c.req.valid('param').id) });
  });

  return app;
}
