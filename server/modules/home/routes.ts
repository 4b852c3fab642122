import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { todayIn } from '../../lib/zoned-time';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { ActiveMedicationsResponseSchema, UpcomingConsultationResponseSchema } from '../../../contracts/home';
import { ActivityActionResponseSchema, ActivityListQuerySchema, ActivityListResponseSchema } from '../../../contracts/activities';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { activityArchive, activityList, activityUnarchive, consultationUpcoming, medicationsActive } from '../../../contracts/endpoints/home';
import { upcomingConsultation } from '../appointments/service';
import { activeMedications, activityPage, archiveActivity } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the home dashboard's data (upcoming consultation, active medications, recent activity). */
export function homeRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(consultationUpcoming, { tag: 'Home', auth: 'patient', summary: 'The next live appointment that has not ended yet (null when none)', response: UpcomingConsultationResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    const data = await upcomingConsultation(c.get('deps'), c.get('caller').patientId, { timeZone: c.get('timeZone'), locale: c.get('locale') });
    return c.json({ data });
  });

  route(medicationsActive, { tag: 'Home', auth: 'patient', summary: 'Active medications: prescriptions started and not yet stopped today (caller\'s zone)', response: ActiveMedicationsResponseSchema }, async (c) => {
    const medications = await activeMedications(c.get('deps'), c.get('caller').patientId, todayIn(c.get('timeZone')));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { medications } });
  });

  route(activityList, { tag: 'Home', auth: 'patient', summary: 'Recent (archived=false) or archived (archived=true) activity, newest first', query: ActivityListQuerySchema, response: ActivityListResponseSchema }, async (c) => {
    const data = await activityPage(c.get('deps'), c.get('caller').patientId, c.req.valid('query'), c.get('locale'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  for (const [endpoint, archived, message] of [[activityArchive, true, B.activityArchived], [activityUnarchive, false, B.activityUnarchived]] as const) {
    route(endpoint, { tag: 'Home', auth: 'patient', summary: archived ? 'Archive an activity' : 'Bring an archived activity back', response: ActivityActionResponseSchema, param: IdParam }, async (c) => {
      const locale = c.get('locale');
      const data = await archiveActivity(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, archived, locale);
      return c.json({ message: translateMessage(message, locale), data });
    });
  }

  return app;
}
