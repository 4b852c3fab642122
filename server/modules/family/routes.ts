import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import {
  FamilyMemberActionResponseSchema, FamilyMemberInputSchema, FamilyMemberListResponseSchema, FamilyMemberRemoveResponseSchema,
} from '../../../contracts/family';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { familyMemberCreate, familyMemberList, familyMemberRemove, familyMemberUpdate } from '../../../contracts/endpoints/family';
import { addMember, editMember, getMembers, removeMember } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/patient: the patient's family members (each patient sees and changes only their own). */
export function familyRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(familyMemberList, { tag: 'Family', auth: 'patient', summary: "The patient's family members", response: FamilyMemberListResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { members: await getMembers(c.get('deps'), c.get('caller').patientId) } });
  });

  route(familyMemberCreate, { tag: 'Family', auth: 'patient', status: 201, summary: 'Add a family member', body: FamilyMemberInputSchema, response: FamilyMemberActionResponseSchema }, async (c) => {
    const data = await addMember(c.get('deps'), c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(B.familyMemberAdded, c.get('locale')), data }, 201);
  });

  route(familyMemberUpdate, { tag: 'Family', auth: 'patient', summary: 'Edit a family member (the whole record)', body: FamilyMemberInputSchema, response: FamilyMemberActionResponseSchema, param: IdParam }, async (c) => {
    const data = await editMember(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: translateMessage(B.familyMemberUpdated, c.get('locale')), data });
  });

  route(familyMemberRemove, { tag: 'Family', auth: 'patient', summary: 'Remove a family member (past appointments keep their own copy of the details)', response: FamilyMemberRemoveResponseSchema, param: IdParam }, async (c) => {
    const { id } = c.req.valid('param');
    await removeMember(c.get('deps'), c.get('caller').patientId, id);
    return c.json({ message: translateMessage(B.familyMemberRemoved, c.get('locale')), data: { id } });
  });

  return app;
}
