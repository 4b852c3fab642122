import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { todayIn } from '../../lib/zoned-time';
import { requirePatient } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { ActiveMedicationsResponseSchema, UpcomingConsultationResponseSchema } from '../../../contracts/home';
import { ActivityActionResponseSchema, ActivityListQuerySchema, ActivityListResponseSchema } from '../../../contracts/activities';
import { upcomingConsultation } from '../appointments/service';
import { activeMedications, activityPage, archiveActivity } from './service';

const IdParam = v.object({ id: UuidSchema });
const P = '/api/v1/patient';

/** Mounted at /api/v1/patient: the home dashboard's data (upcoming consultation, active medications, recent activity). */
export function homeRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${P}/consultation/upcoming`, tag: 'Home', auth: 'patient', summary: 'The next live appointment that has not ended yet (null when none)', response: UpcomingConsultationResponseSchema });
  app.get('/consultation/upcoming', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const data = await upcomingConsultation(c.get('deps'), c.get('caller').patientId, { timeZone: c.get('timeZone'), locale: c.get('locale') });
    return c.json({ data });
  });

  describeRoute({ method: 'get', path: `${P}/medications/active`, tag: 'Home', auth: 'patient', summary: 'Active medications: prescriptions started and not yet stopped today (caller\'s zone)', response: ActiveMedicationsResponseSchema });
  app.get('/medications/active', requirePatient(), async (c) => {
    const medications = await activeMedications(c.get('deps'), c.get('caller').patientId, todayIn(c.get('timeZone')));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { medications } });
  });

  describeRoute({ method: 'get', path: `${P}/recent-activity/activity`, tag: 'Home', auth: 'patient', summary: 'Recent (archived=false) or archived (archived=true) activity, newest first', query: ActivityListQuerySchema, response: ActivityListResponseSchema });
  app.get('/recent-activity/activity', requirePatient(), validate('query', ActivityListQuerySchema), async (c) => {
    const data = await activityPage(c.get('deps'), c.get('caller').patientId, c.req.valid('query'), c.get('locale'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  for (const [action, archived, message] of [['archive', true, B.activityArchived], ['unarchive', false, B.activityUnarchived]] as const) {
    describeRoute({ method: 'patch', path: `${P}/recent-activity/${action}/{id}`, tag: 'Home', auth: 'patient', summary: archived ? 'Archive an activity' : 'Bring an archived activity back', response: ActivityActionResponseSchema });
    app.patch(`/recent-activity/${action}/:id`, requirePatient(), validate('param', IdParam), async (c) => {
      const locale = c.get('locale');
      const data = await archiveActivity(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, archived, locale);
      return c.json({ message: translateMessage(message, locale), data });
    });
  }

  return app;
}
