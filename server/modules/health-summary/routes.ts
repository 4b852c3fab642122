import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { translateMessage } from '../../lib/i18n';
import { UuidSchema } from '../../../contracts/common';
import { HEALTH_MESSAGES as H } from '../../../contracts/health-messages';
import {
  AllergyInputSchema, HealthAnswersInputSchema, HealthProfileActionResponseSchema, HealthProfileResponseSchema, HealthSummaryQuerySchema,
  HealthSummaryResponseSchema, ProblemInputSchema,
} from '../../../contracts/health-summary';
import { HealthLinkCreateSchema, HealthLinkListResponseSchema, HealthLinkResponseSchema } from '../../../contracts/health-links';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import * as endpoints from '../../../contracts/endpoints/health-summary';
import { contentDisposition } from '../../lib/documents';
import { addAllergy, addProblem, getHealthProfile, healthSummary, healthSummaryPdf, removeEntry, saveHealthAnswers } from './service';
import { createHealthLink, listHealthLinks, revokeLink } from './links';

const IdParam = v.object({ id: UuidSchema });

/** The server's public origin: the configured app URL, else the one the request came to. */
export const publicBase = (c: Context<AppEnv>) => (c.get('deps').env.appUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');

/** Mounted at /api/v1/patient: the Health part of the profile, the patient summary and its SMART Health Links (the caller's own only). */
export function healthSummaryRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);
  const tag = 'Health summary';
  const action = (text: string) => (c: Context<AppEnv>, data: unknown, status: 200 | 201 = 200) => c.json({ message: translateMessage(text, c.get('locale')), data }, status);

  route(endpoints.healthProfileGet, { tag, auth: 'patient', summary: 'Allergies, problems and the "none known" answers', response: HealthProfileResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getHealthProfile(c.get('deps').db, c.get('caller').patientId) });
  });

  route(endpoints.healthProfileAnswers, {
    tag, auth: 'patient', summary: '"No known allergies", "no known problems" (refused while the list has entries) and the name in Devanagari',
    body: HealthAnswersInputSchema, response: HealthProfileActionResponseSchema,
  }, async (c) => action(H.answersSaved)(c, await saveHealthAnswers(c.get('deps').db, c.get('caller').patientId, c.req.valid('json'))));

  route(endpoints.healthAllergyAdd, { tag, auth: 'patient', status: 201, summary: 'Add an allergy (a code of the list, or free text)', body: AllergyInputSchema, response: HealthProfileActionResponseSchema }, async (c) =>
    action(H.allergyAdded)(c, await addAllergy(c.get('deps').db, c.get('caller').patientId, c.req.valid('json')), 201));

  route(endpoints.healthAllergyRemove, { tag, auth: 'patient', summary: 'Remove an allergy', param: IdParam, response: HealthProfileActionResponseSchema }, async (c) =>
    action(H.allergyRemoved)(c, await removeEntry(c.get('deps').db, c.get('caller').patientId, 'allergies', c.req.valid('param').id)));

  route(endpoints.healthProblemAdd, { tag, auth: 'patient', status: 201, summary: 'Add a health problem (a code of the list, or free text)', body: ProblemInputSchema, response: HealthProfileActionResponseSchema }, async (c) =>
    action(H.problemAdded)(c, await addProblem(c.get('deps').db, c.get('caller').patientId, c.req.valid('json')), 201));

  route(endpoints.healthProblemRemove, { tag, auth: 'patient', summary: 'Remove a health problem', param: IdParam, response: HealthProfileActionResponseSchema }, async (c) =>
    action(H.problemRemoved)(c, await removeEntry(c.get('deps').db, c.get('caller').patientId, 'problems', c.req.valid('param').id)));

  route(endpoints.healthSummaryGet, {
    tag, auth: 'patient', summary: 'The International Patient Summary (FHIR R4 document Bundle); narrative in `lang` (default: Accept-Language)',
    query: HealthSummaryQuerySchema, response: HealthSummaryResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    const lang = c.req.valid('query').lang ?? c.get('locale');
    return c.json({ data: { bundle: await healthSummary(c.get('deps'), c.get('caller').patientId, lang) } });
  });

  route(endpoints.healthSummaryPdf, { tag, auth: 'patient', summary: 'The summary as a PDF in `lang` (both scripts; BS and AD dates)', query: HealthSummaryQuerySchema }, async (c) => {
    const lang = c.req.valid('query').lang ?? c.get('locale');
    const pdf = await healthSummaryPdf(c.get('deps'), c.get('caller').patientId, lang);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('attachment', 'health-summary.pdf'),
      'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
    });
  });

  route(endpoints.healthLinkList, { tag, auth: 'patient', summary: "The patient's SMART Health Links with their accesses", response: HealthLinkListResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { links: await listHealthLinks(c.get('deps'), c.get('caller').patientId, publicBase(c)) } });
  });

  route(endpoints.healthLinkCreate, {
    tag, auth: 'patient', status: 201,
    summary: 'Create a SMART Health Link: files already encrypted by the client (compact JWE, dir/A256GCM; the key stays with the client), passcode (or null), expiry',
    body: HealthLinkCreateSchema, response: HealthLinkResponseSchema,
  }, async (c) => action(H.linkCreated)(c, await createHealthLink(c.get('deps'), c.get('caller').patientId, publicBase(c), c.req.valid('json')), 201));

  route(endpoints.healthLinkRevoke, { tag, auth: 'patient', summary: 'Revoke a link at once', param: IdParam, response: HealthLinkResponseSchema }, async (c) =>
    action(H.linkRevoked)(c, await revokeLink(c.get('deps'), c.get('caller').patientId, c.req.valid('param').id, publicBase(c))));

  return app;
}
