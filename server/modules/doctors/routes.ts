import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { DoctorDetailsResponseSchema, DoctorListQuerySchema, DoctorListResponseSchema } from '../../../contracts/doctors';
import { UuidSchema } from '../../../contracts/common';
import { getDoctorDetails, getDoctors } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/upn: the public doctor directory (guests may browse). */
export function doctorDirectoryRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/upn/get-doctors', tag: 'Directory', summary: 'Doctors with filters, sort and paging', query: DoctorListQuerySchema, response: DoctorListResponseSchema });
  app.get('/get-doctors', validate('query', DoctorListQuerySchema), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDoctors(c.get('deps'), c.req.valid('query'), c.get('timeZone')) });
  });

  describeRoute({ method: 'get', path: '/api/v1/upn/get-doctor-details/{id}', tag: 'Directory', summary: "A doctor's full profile", response: DoctorDetailsResponseSchema });
  app.get('/get-doctor-details/:id', validate('param', IdParam), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await getDoctorDetails(c.get('deps'), c.req.valid('param').id, c.get('timeZone')) });
  });

  return app;
}
