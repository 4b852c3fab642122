import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { ScheduleQuerySchema, ScheduleResponseSchema } from '../../../contracts/schedules';
import { DIRECTORY_API } from '../../../contracts/endpoints/bases';
import { doctorSchedule } from '../../../contracts/endpoints/schedules';
import { getDoctorSchedule } from './service';

const DoctorIdParam = v.object({ doctorId: UuidSchema });

/** Mounted at /api/v1/upn: a doctor's schedule slots (public: guests browse, sign-in is needed only to book). */
export function scheduleRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  route(doctorSchedule, {
    tag: 'Schedules',
    summary: "A doctor's slots for one day (`date`) or a range (`from`..`to`, at most 62 days; default the next 7 days). Dates and times are in the caller's zone (x-timezone); past slots are reported as `past`",
    query: ScheduleQuerySchema,
    response: ScheduleResponseSchema,
    param: DoctorIdParam,
  }, async (c) => {
    // Availability changes with every booking: no shared caching.
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getDoctorSchedule(c.get('deps'), c.req.valid('param').doctorId, c.req.valid('query'), c.get('timeZone')) });
  });

  return app;
}
