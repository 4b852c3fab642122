import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { todayIn } from '../../lib/zoned-time';
import { requirePatient } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { ActiveMedicationsResponseSchema, UpcomingConsultationResponseSchema } from '../../../contracts/home';
import { ActivityActionResponseSchema, ActivityListQuerySchema, ActivityListResponseSchema, type Activity } from '../../../contracts/activities';
import { upcomingConsultation } from '../appointments/service';
import { patientTimeZone } from '../notifications/repository';
import { renderStored } from '../notifications/render';
import type { Locale } from '../../../contracts/messages';
import { listActiveMedications, listActivities, setArchived } from './repository';

const IdParam = v.object({ id: UuidSchema });
const P = '/api/v1/patient';

type ActivityRow = NonNullable<Awaited<ReturnType<typeof setArchived>>>;
/** An activity with its words in the reader's language and the patient's zone (server/modules/notifications/render.ts). */
const toActivity = ({ template, params, ...r }: ActivityRow, locale: Locale, timeZone: string): Activity => {
  const text = renderStored({ template, params }, locale, timeZone);
  return {
    ...r, ...(text ? { title: text.title, description: text.summary } : {}),
    createdAt: r.createdAt.toISOString(), archivedAt: r.archivedAt?.toISOString() ?? null, isArchived: r.archivedAt !== null,
  };
};

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
    const rows = await listActiveMedications(c.get('deps').db, c.get('caller').patientId, todayIn(c.get('timeZone')));
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: {
        medications: rows.map(({ p, doctor, member }) => ({
          id: p.id, medication: p.medication, strength: p.strength, form: p.form, doses: p.doses, quantity: p.quantity,
          start: p.startDate, stop: p.stopDate, instructions: p.instructions, appointmentId: p.appointmentId,
          // The name alone: the app puts the title in the reader's language ('Dr.' / 'डा.').
          doctor: { id: doctor.id, name: `${doctor.firstName} ${doctor.lastName}`, firstNameNe: doctor.firstNameNe, lastNameNe: doctor.lastNameNe },
          familyMember: member ? { id: member.id, name: `${member.firstName} ${member.lastName}` } : null,
        })),
      },
    });
  });

  describeRoute({ method: 'get', path: `${P}/recent-activity/activity`, tag: 'Home', auth: 'patient', summary: 'Recent (archived=false) or archived (archived=true) activity, newest first', query: ActivityListQuerySchema, response: ActivityListResponseSchema });
  app.get('/recent-activity/activity', requirePatient(), validate('query', ActivityListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { db } = c.get('deps');
    const patientId = c.get('caller').patientId;
    const [rows, timeZone] = await Promise.all([listActivities(db, patientId, q), patientTimeZone(db, patientId)]);
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: { activities: rows.slice(0, q.limit).map((r) => toActivity(r, c.get('locale'), timeZone)), pagination: { page: q.page, limit: q.limit, hasNext: rows.length > q.limit } },
    });
  });

  for (const [action, archived, message] of [['archive', true, B.activityArchived], ['unarchive', false, B.activityUnarchived]] as const) {
    describeRoute({ method: 'patch', path: `${P}/recent-activity/${action}/{id}`, tag: 'Home', auth: 'patient', summary: archived ? 'Archive an activity' : 'Bring an archived activity back', response: ActivityActionResponseSchema });
    app.patch(`/recent-activity/${action}/:id`, requirePatient(), validate('param', IdParam), async (c) => {
      const { db } = c.get('deps');
      const patientId = c.get('caller').patientId;
      const row = await setArchived(db, patientId, c.req.valid('param').id, archived);
      if (!row) throw new HttpError(404, B.activityNotFound);
      const locale = c.get('locale');
      return c.json({ message: translateMessage(message, locale), data: toActivity(row, locale, await patientTimeZone(db, patientId)) });
    });
  }

  return app;
}
