import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  FamilyMemberActionResponseSchema, FamilyMemberInputSchema, FamilyMemberListResponseSchema, FamilyMemberRemoveResponseSchema,
} from '../../../contracts/family';
import { addMember, editMember, getMembers, removeMember } from './service';

const IdParam = v.object({ id: UuidSchema });
const P = '/api/v1/patient';

/** Mounted at /api/v1/patient: the patient's family members (each patient sees and changes only their own). */
export function familyRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${P}/family-member/list`, tag: 'Family', auth: 'patient', summary: "The patient's family members", response: FamilyMemberListResponseSchema });
  app.get('/family-member/list', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { members: await getMembers(c.get('deps'), c.get('caller').patientId) } });
  });

  describeRoute({ method: 'post', path: `${P}/family-member/create`, tag: 'Family', auth: 'patient', status: 201, summary: 'Add a family member', body: FamilyMemberInputSchema, response: FamilyMemberActionResponseSchema });
  app.post('/family-member/create', requirePatient(), validate('json', FamilyMemberInputSchema), async (c) => {
    const data = await addMember(c.get('deps'), c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(B.familyMemberAdded, c.get('locale')), data }, 201);
  });

  describeRoute({ method: 'put', path: `${P}/family-member/update/{id}`, tag: 'Family', auth: 'patient', summary: 'Edit a family member (the whole record)', body: FamilyMemberInputSchema, response: FamilyMemberActionResponseSchema });
  app.put('/family-member/update/:id', requirePatient(), validate('param', IdParam), validate('json', FamilyMemberInputSchema), async (c) => {
    const data = await editMember(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: translateMessage(B.familyMemberUpdated, c.get('locale')), data });
  });

  describeRoute({ method: 'delete', path: `${P}/family-member/remove/{id}`, tag: 'Family', auth: 'patient', summary: 'Remove a family member (past appointments keep their own copy of the details)', response: FamilyMemberRemoveResponseSchema });
  app.delete('/family-member/remove/:id', requirePatient(), validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    await removeMember(c.get('deps'), c.get('caller').patientId, id);
    return c.json({ message: translateMessage(B.familyMemberRemoved, c.get('locale')), data: { id } });
  });

  return app;
}
