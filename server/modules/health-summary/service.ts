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
  countEntries, deleteEntry, findHealthProfile, findPatientForSummary, findSummaryMedications, findSummaryResults, insertEntry,
  upsertHealthAnswers, type HealthList, type HealthListEntry,
} from './repository';

export type { HealthList } from './repository';

/** Stopped prescriptions stay in the summary this long ("recent" medications). */
const RECENT_MEDICATION_DAYS = 180;

/** What differs between the two lists: the coded options, the "none known" answer, and its refusal. */
const LISTS = {
  allergies: { options: ALLERGY_OPTIONS, noneKnown: 'noKnownAllergies', removeFirst: H.removeAllergiesFirst },
  problems: { options: PROBLEM_OPTIONS, noneKnown: 'noKnownProblems', removeFirst: H.removeProblemsFirst },
} as const;

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
  for (const list of ['allergies', 'problems'] as const) {
    const { noneKnown, removeFirst } = LISTS[list];
    if (input[noneKnown] && (await countEntries(db, list, patientId)) > 0) throw new HttpError(400, removeFirst, [{ field: noneKnown, message: removeFirst }]);
  }
  await upsertHealthAnswers(db, patientId, {
    ...(input.noKnownAllergies !== undefined ? { noKnownAllergies: input.noKnownAllergies } : {}),
    ...(input.noKnownProblems !== undefined ? { noKnownProblems: input.noKnownProblems } : {}),
    ...(input.nameNe !== undefined ? { nameNe: input.nameNe || null } : {}),
  });
  return getHealthProfile(db, patientId);
}

/**
 * Adds an entry to the list and withdraws its "none known" answer. A coded entry keeps the list's
 * English name (the narrative translates it); free text stays as written.
 */
async function addEntry<L extends HealthList>(
  db: Db, patientId: string, list: L, input: { code?: string | null; text: string }, details: Omit<HealthListEntry<L>, 'patientId' | 'code' | 'text'>,
): Promise<HealthProfile> {
  const option = LISTS[list].options.find((o) => o.code === input.code);
  const entry = { ...details, patientId, code: option?.code ?? null, text: option?.display ?? input.text } as HealthListEntry<L>;
  await db.transaction(async (tx) => {
    await insertEntry(tx, list, entry);
    await upsertHealthAnswers(tx, patientId, { [LISTS[list].noneKnown]: false });
  });
  return getHealthProfile(db, patientId);
}

export const addAllergy = (db: Db, patientId: string, input: AllergyInput) => addEntry(db, patientId, 'allergies', input, { reaction: input.reaction || null });

export const addProblem = (db: Db, patientId: string, input: ProblemInput) => addEntry(db, patientId, 'problems', input, { onsetDate: input.onsetDate ?? null });

/** Removes one entry of the patient's own list; 404 when it is not theirs (or gone). */
export async function removeEntry(db: Db, patientId: string, list: HealthList, id: string): Promise<HealthProfile> {
  if (!(await deleteEntry(db, list, patientId, id))) throw new HttpError(404, H.itemNotFound);
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
