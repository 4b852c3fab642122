// The International Patient Summary (HL7 FHIR R4 IPS): one document Bundle built from the patient's
// record. Composition first (LOINC 60591-5) with the three required sections (medications 10160-0,
// allergies 48765-2, problems 11450-4: entries or an emptyReason) and the results section (30954-2);
// exactly one Patient; the practitioners and organizations the entries name. Every entry has a
// `urn:uuid:` fullUrl and every reference is one of them. Narrative in the reader's language; data in ISO.
import { randomUUID } from 'node:crypto';
import { formatBs } from '../../../contracts/bikram-sambat';
import { IPS_TEXTS as T } from '../../../contracts/health-messages';
import { NO_KNOWN_ALLERGY, NO_KNOWN_PROBLEM, SNOMED } from '../../../contracts/health-options';
import type { Allergy, Problem } from '../../../contracts/health-summary';

type Lang = 'en' | 'ne';
export type FhirResource = { resourceType: string; [key: string]: unknown };
export type IpsBundle = { resourceType: 'Bundle'; type: 'document'; entry: { fullUrl: string; resource: FhirResource }[]; [key: string]: unknown };

export type IpsDoctor = { id: string; firstName: string; lastName: string; firstNameNe?: string | null; lastNameNe?: string | null; nmcNumber: string };
export type IpsOrganization = { id: string; name: string; city: string | null; phone: string | null };
export type IpsInput = {
  patient: {
    firstName: string; middleName: string | null; lastName: string; nameNe: string | null;
    dateOfBirth: string | null; gender: string | null; countryCode: string; phone: string | null;
  };
  allergies: Allergy[];
  problems: Problem[];
  noKnownAllergies: boolean;
  noKnownProblems: boolean;
  medications: { id: string; medication: string; strength: string | null; form: string | null; doses: string | null; instructions: string | null; startDate: string; stopDate: string | null; doctor: IpsDoctor }[];
  results: { id: string; testName: string; parameter: string; value: string; unit: string | null; referenceRange: string | null; flag: 'normal' | 'low' | 'high' | null; reportedAt: string; doctor: IpsDoctor; centre: IpsOrganization | null }[];
  now: Date;
  lang: Lang;
  /** The reader's language for a text of contracts/health-messages.ts (and the option names). */
  translate: (text: string, values?: Record<string, string>) => string;
};

const LOINC = 'http://loinc.org';
const EMPTY_REASON = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/list-empty-reason', code: 'unavailable', display: 'Unavailable' }] };
const INTERPRETATION = { high: 'H', low: 'L', normal: 'N' } as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const div = (html: string) => ({ status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${html}</div>` });
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** The IPS document of the patient's record. */
export function buildIps(input: IpsInput): IpsBundle {
  const { lang, translate: t, now } = input;
  const today = now.toISOString().slice(0, 10);
  const date = (iso: string) => `${formatBs(iso.slice(0, 10), lang)} (${iso.slice(0, 10)})`;
  const entries: { fullUrl: string; resource: FhirResource }[] = [];
  const urls = new Map<string, string>();
  /** The fullUrl of a resource (made once per key): references point at these only. */
  const urlOf = (key: string) => {
    let url = urls.get(key);
    if (!url) urls.set(key, (url = `urn:uuid:${randomUUID()}`));
    return url;
  };
  const add = (key: string, resource: FhirResource) => {
    const fullUrl = urlOf(key);
    entries.push({ fullUrl, resource });
    return { reference: fullUrl };
  };

  const p = input.patient;
  const latinName = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  const patientRef = { reference: urlOf('patient') };
  const practitioners = new Map<string, { reference: string }>();
  const practitioner = (d: IpsDoctor) => {
    const existing = practitioners.get(d.id);
    if (existing) return existing;
    const names: unknown[] = [{ use: 'official', family: d.lastName, given: [d.firstName], text: `${d.firstName} ${d.lastName}` }];
    if (d.firstNameNe && d.lastNameNe) names.push(nameInDevanagari(`${d.firstNameNe} ${d.lastNameNe}`, d.lastNameNe, [d.firstNameNe]));
    const ref = add(`practitioner:${d.id}`, {
      resourceType: 'Practitioner',
      identifier: [{ system: 'https://www.nmc.org.np', value: d.nmcNumber }],
      name: names,
    });
    practitioners.set(d.id, ref);
    return ref;
  };
  const doctorName = (d: IpsDoctor) => (lang === 'ne' && d.firstNameNe && d.lastNameNe ? `${d.firstNameNe} ${d.lastNameNe}` : `${d.firstName} ${d.lastName}`);
  const organizations = new Map<string, { reference: string }>();
  const organization = (o: IpsOrganization) => {
    const existing = organizations.get(o.id);
    if (existing) return existing;
    const ref = add(`organization:${o.id}`, {
      resourceType: 'Organization', name: o.name,
      ...(o.city ? { address: [{ city: o.city, country: 'NP' }] } : {}),
      ...(o.phone ? { telecom: [{ system: 'phone', value: o.phone }] } : {}),
    });
    organizations.set(o.id, ref);
    return ref;
  };

  // Medications: MedicationStatement with the dose as text.
  const medRefs: { reference: string }[] = [];
  const medLines: string[] = [];
  for (const m of input.medications) {
    const name = [m.medication, m.strength, m.form].filter(Boolean).join(' ');
    const dose = [m.doses, m.instructions].filter(Boolean).join('; ');
    const active = !m.stopDate || m.stopDate >= today;
    medRefs.push(add(`med:${m.id}`, {
      resourceType: 'MedicationStatement',
      status: active ? 'active' : 'completed',
      medicationCodeableConcept: { text: name },
      subject: patientRef,
      effectivePeriod: { start: m.startDate, ...(m.stopDate ? { end: m.stopDate } : {}) },
      informationSource: practitioner(m.doctor),
      ...(dose ? { dosage: [{ text: dose }] } : {}),
    }));
    medLines.push([
      `<b>${escapeHtml(name)}</b>`, dose ? escapeHtml(dose) : null,
      escapeHtml(t(T.since, { date: date(m.startDate) })), m.stopDate ? escapeHtml(t(T.until, { date: date(m.stopDate) })) : null,
      escapeHtml(t(T.prescribedBy, { name: doctorName(m.doctor) })),
    ].filter(Boolean).join(', '));
  }

  /** A list entry's text in the reader's language (a coded one is translated) and its FHIR code (SNOMED CT when coded). */
  const coded = (e: { code: string | null; text: string }) => {
    const shown = e.code ? t(e.text) : e.text;
    return { shown, code: e.code ? { coding: [{ system: SNOMED, code: e.code, display: e.text }], text: shown } : { text: e.text } };
  };

  // Allergies: the patient's list, else their explicit "no known allergies", else empty with a reason.
  const allergyRefs: { reference: string }[] = [];
  const allergyLines: string[] = [];
  for (const a of input.allergies) {
    const { shown, code } = coded(a);
    allergyRefs.push(add(`allergy:${a.id}`, {
      resourceType: 'AllergyIntolerance',
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }] },
      code,
      patient: patientRef,
      ...(a.reaction ? { reaction: [{ manifestation: [{ text: a.reaction }] }] } : {}),
    }));
    allergyLines.push(escapeHtml(a.reaction ? `${shown} (${t(T.reaction, { reaction: a.reaction })})` : shown));
  }
  if (allergyRefs.length === 0 && input.noKnownAllergies) {
    allergyRefs.push(add('allergy:none', {
      resourceType: 'AllergyIntolerance', code: { coding: [{ system: SNOMED, ...NO_KNOWN_ALLERGY }], text: t(T.noKnownAllergies) }, patient: patientRef,
    }));
    allergyLines.push(escapeHtml(t(T.noKnownAllergies)));
  }

  const problemRefs: { reference: string }[] = [];
  const problemLines: string[] = [];
  for (const c of input.problems) {
    const { shown, code } = coded(c);
    problemRefs.push(add(`problem:${c.id}`, {
      resourceType: 'Condition',
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }] }],
      code,
      subject: patientRef,
      ...(c.onsetDate ? { onsetDateTime: c.onsetDate } : {}),
    }));
    problemLines.push(escapeHtml(c.onsetDate ? `${shown}, ${t(T.since, { date: date(c.onsetDate) })}` : shown));
  }
  if (problemRefs.length === 0 && input.noKnownProblems) {
    problemRefs.push(add('problem:none', {
      resourceType: 'Condition', code: { coding: [{ system: SNOMED, ...NO_KNOWN_PROBLEM }], text: t(T.noKnownProblems) }, subject: patientRef,
    }));
    problemLines.push(escapeHtml(t(T.noKnownProblems)));
  }

  const resultRefs: { reference: string }[] = [];
  const resultLines: string[] = [];
  for (const r of input.results) {
    const number = /^-?\d+(\.\d+)?$/.test(r.value.trim()) ? Number(r.value) : null;
    const performer = [r.centre ? organization(r.centre) : practitioner(r.doctor)];
    resultRefs.push(add(`result:${r.id}`, {
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: { text: `${r.testName}: ${r.parameter}` },
      subject: patientRef,
      effectiveDateTime: r.reportedAt,
      performer,
      ...(number !== null && r.unit ? { valueQuantity: { value: number, unit: r.unit } } : { valueString: r.unit ? `${r.value} ${r.unit}` : r.value }),
      ...(r.flag ? { interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: INTERPRETATION[r.flag] }] }] } : {}),
      ...(r.referenceRange ? { referenceRange: [{ text: r.referenceRange }] } : {}),
    }));
    resultLines.push([
      `<b>${escapeHtml(`${r.testName}: ${r.parameter}`)}</b> ${escapeHtml([r.value, r.unit].filter(Boolean).join(' '))}`,
      r.flag ? escapeHtml(t(T[r.flag])) : null, r.referenceRange ? escapeHtml(t(T.range, { range: r.referenceRange })) : null, escapeHtml(date(r.reportedAt)),
    ].filter(Boolean).join(', '));
  }

  const patientNames: unknown[] = [{ use: 'official', family: p.lastName, given: [p.firstName, ...(p.middleName ? [p.middleName] : [])], text: latinName }];
  if (p.nameNe) patientNames.push(nameInDevanagari(p.nameNe));
  const patient: FhirResource = {
    resourceType: 'Patient',
    name: patientNames,
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
    ...(p.phone ? { telecom: [{ system: 'phone', value: `${p.countryCode} ${p.phone}`, use: 'mobile' }] } : {}),
  };

  const section = (title: string, code: string, display: string, refs: { reference: string }[], lines: string[]) => ({
    title: t(title),
    code: { coding: [{ system: LOINC, code, display }] },
    text: div(refs.length ? list(lines) : `<p>${escapeHtml(t(T.noInformation))}</p>`),
    ...(refs.length ? { entry: refs } : { emptyReason: EMPTY_REASON }),
  });
  const shownName = lang === 'ne' && p.nameNe ? p.nameNe : latinName;
  const composition: FhirResource = {
    resourceType: 'Composition',
    language: lang === 'ne' ? 'ne-NP' : 'en',
    text: div(`<p>${escapeHtml(t(T.summaryOf, { name: shownName, birthDate: p.dateOfBirth ? date(p.dateOfBirth) : t(T.unknown), date: date(now.toISOString()) }))}</p>`),
    status: 'final',
    type: { coding: [{ system: LOINC, code: '60591-5', display: 'Patient summary Document' }] },
    subject: patientRef,
    date: now.toISOString(),
    author: [patientRef],
    title: t(T.title),
    section: [
      section(T.medications, '10160-0', 'History of Medication use Narrative', medRefs, medLines),
      section(T.allergies, '48765-2', 'Allergies and adverse reactions Document', allergyRefs, allergyLines),
      section(T.problems, '11450-4', 'Problem list - Reported', problemRefs, problemLines),
      section(T.results, '30954-2', 'Relevant diagnostic tests/laboratory data Narrative', resultRefs, resultLines),
    ],
  };
  const compositionUrl = `urn:uuid:${randomUUID()}`;
  return {
    resourceType: 'Bundle',
    language: lang === 'ne' ? 'ne-NP' : 'en',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    type: 'document',
    timestamp: now.toISOString(),
    entry: [{ fullUrl: compositionUrl, resource: composition }, { fullUrl: patientRef.reference, resource: patient }, ...entries],
  };
}

/** A name in Devanagari, marked with its language (FHIR's language extension). */
function nameInDevanagari(text: string, family?: string, given?: string[]) {
  return {
    extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/language', valueCode: 'ne' }],
    use: 'usual', text, ...(family ? { family } : {}), ...(given ? { given } : {}),
  };
}
