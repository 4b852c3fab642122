// The Health part of the profile and the International Patient Summary (issue 32): the patient's own
// allergies and problems (coded when picked from the list), their explicit "none known" answers, and
// the IPS document built from those, their prescriptions and their lab results.
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { translateMessage } from '../../lib/i18n';
import { HEALTH_MESSAGES as H } from '../../../contracts/health-messages';
import { ALLERGY_OPTIONS, PROBLEM_OPTIONS } from '../../../contracts/health-options';
import type { AllergyInput, HealthAnswersInput, HealthProfile, ProblemInput } from '../../../contracts/health-summary';
import { buildIps, type IpsBundle } from './ips';
import { summaryPdf } from './summary-pdf';
import {
  countAllergies, countProblems, deleteAllergy, deleteProblem, findHealthProfile, findPatientForSummary, findSummaryMedications,
  findSummaryResults, insertAllergy, insertProblem, upsertHealthAnswers,
} from './repository';

/** Stopped prescriptions stay in the summary this long ("recent" medications). */
const RECENT_MEDICATION_DAYS = 180;

export async function getHealthProfile(db: Db, patientId: string): Promise<HealthProfile> {
  const { answers, allergies, problems } = await findHealthProfile(db, patientId);
  return {
    allergies: allergies.map((a) => ({ id: a.id, code: a.code, text: a.text, reaction: a.reaction, createdAt: a.createdAt.toISOString() })),
    problems: problems.map((p) => ({ id: p.id, code: p.code, text: p.text, onsetDate: p.onsetDate, createdAt: p.createdAt.toISOString() })),
    noKnownAllergies: allergies.length === 0 && (answers?.noKnownAllergies ?? false),
    noKnownProblems: problems.length === 0 && (answers?.noKnownProblems ?? false),
    nameNe: answers?.nameNe ?? null,
  };
}

/** "No known allergies" (or problems) holds only for an empty list: it is refused while the list has entries. */
export async function saveHealthAnswers(db: Db, patientId: string, input: HealthAnswersInput): Promise<HealthProfile> {
  if (input.noKnownAllergies && (await countAllergies(db, patientId)) > 0) {
    throw new HttpError(400, H.removeAllergiesFirst, [{ field: 'noKnownAllergies', message: H.removeAllergiesFirst }]);
  }
  if (input.noKnownProblems && (await countProblems(db, patientId)) > 0) {
    throw new HttpError(400, H.removeProblemsFirst, [{ field: 'noKnownProblems', message: H.removeProblemsFirst }]);
  }
  await upsertHealthAnswers(db, patientId, {
    ...(input.noKnownAllergies !== undefined ? { noKnownAllergies: input.noKnownAllergies } : {}),
    ...(input.noKnownProblems !== undefined ? { noKnownProblems: input.noKnownProblems } : {}),
    ...(input.nameNe !== undefined ? { nameNe: input.nameNe || null } : {}),
  });
  return getHealthProfile(db, patientId);
}

/** A coded entry keeps the list's English name (the narrative translates it); free text stays as written. */
export async function addAllergy(db: Db, patientId: string, input: AllergyInput): Promise<HealthProfile> {
  const option = ALLERGY_OPTIONS.find((o) => o.code === input.code);
  await db.transaction(async (tx) => {
    await insertAllergy(tx, { patientId, code: option?.code ?? null, text: option?.display ?? input.text, reaction: input.reaction || null });
    await upsertHealthAnswers(tx, patientId, { noKnownAllergies: false });
  });
  return getHealthProfile(db, patientId);
}

export async function addProblem(db: Db, patientId: string, input: ProblemInput): Promise<HealthProfile> {
  const option = PROBLEM_OPTIONS.find((o) => o.code === input.code);
  await db.transaction(async (tx) => {
    await insertProblem(tx, { patientId, code: option?.code ?? null, text: option?.display ?? input.text, onsetDate: input.onsetDate ?? null });
    await upsertHealthAnswers(tx, patientId, { noKnownProblems: false });
  });
  return getHealthProfile(db, patientId);
}

export async function removeAllergy(db: Db, patientId: string, id: string): Promise<HealthProfile> {
  if (!(await deleteAllergy(db, patientId, id))) throw new HttpError(404, H.itemNotFound);
  return getHealthProfile(db, patientId);
}

export async function removeProblem(db: Db, patientId: string, id: string): Promise<HealthProfile> {
  if (!(await deleteProblem(db, patientId, id))) throw new HttpError(404, H.itemNotFound);
  return getHealthProfile(db, patientId);
}

/** The patient's IPS document, its narrative in `lang`. */
export async function healthSummary(deps: AppDeps, patientId: string, lang: 'en' | 'ne'): Promise<IpsBundle> {
  const { db } = deps;
  const at = now();
  const since = new Date(at.getTime() - RECENT_MEDICATION_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [patient, profile, medications, results] = await Promise.all([
    findPatientForSummary(db, patientId), getHealthProfile(db, patientId), findSummaryMedications(db, patientId, since), findSummaryResults(db, patientId),
  ]);
  if (!patient) throw new HttpError(404, H.itemNotFound);
  return buildIps({
    patient: { ...patient, nameNe: profile.nameNe },
    allergies: profile.allergies, problems: profile.problems, noKnownAllergies: profile.noKnownAllergies, noKnownProblems: profile.noKnownProblems,
    medications,
    results: results.map((r) => ({ ...r, reportedAt: r.reportedAt.toISOString(), centre: r.centre?.id ? r.centre : null })),
    now: at, lang,
    translate: (text, values) => translateMessage(text, lang, values),
  });
}

/** The summary as a PDF in `lang` (the same document, printed from its narrative). */
export async function healthSummaryPdf(deps: AppDeps, patientId: string, lang: 'en' | 'ne'): Promise<Uint8Array> {
  return summaryPdf(await healthSummary(deps, patientId, lang), lang);
}
