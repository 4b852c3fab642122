import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { diagnosticCentres, doctors, labResults, labTests, prescriptions } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import { eq } from 'drizzle-orm';
import { ipsViolations, evaluate } from '../../../tests/fhir/ips-rules';
import { HEALTH_MESSAGES as H } from '../../../contracts/health-messages';
import { pdfText } from '../../testing/pdf-text';
import { expectDevanagariPrinted } from '../../testing/pdf-checks';

let h: Harness;
let f: Fixtures;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  await h.deps.db.update(doctors).set({ firstNameNe: 'राम', lastNameNe: 'थापा' }).where(eq(doctors.id, f.doctorId));
});
afterAll(async () => { await h.close(); });

const B = '/api/v1/patient';
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function summary(token: string, lang = 'en') {
  const res = await h.request(`${B}/health-summary?lang=${lang}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()).data.bundle;
}

describe('the Health part of the profile', () => {
  it('adds coded and free-text allergies and problems, and refuses "none known" while the list has entries', async () => {
    const p = await completePatient(h);
    let res = await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { code: '764146007', text: 'penicillin', reaction: 'Rash' } });
    expect(res.status).toBe(201);
    res = await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { text: 'Dust mites' } });
    const profile = (await res.json()).data;
    expect(profile.allergies.map((a: { code: string | null; text: string }) => [a.code, a.text])).toEqual([['764146007', 'Penicillin'], [null, 'Dust mites']]);
    res = await h.request(`${B}/health-profile/answers`, { method: 'PUT', token: p.token, body: { noKnownAllergies: true } });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ field: 'noKnownAllergies', message: H.removeAllergiesFirst }]);
    res = await h.request(`${B}/health-profile/answers`, { method: 'PUT', token: p.token, body: { noKnownProblems: true } });
    expect((await res.json()).data).toMatchObject({ noKnownProblems: true, noKnownAllergies: false });
    // A problem added replaces the "none known" answer.
    res = await h.request(`${B}/health-profile/problems`, { method: 'POST', token: p.token, body: { code: '59621000', text: 'x', onsetDate: '2019-03-01' } });
    expect((await res.json()).data).toMatchObject({ noKnownProblems: false, problems: [{ code: '59621000', text: 'High blood pressure (hypertension)', onsetDate: '2019-03-01' }] });
  });

  it('answers bad input with a 400 and a field error, and another patient cannot remove an entry', async () => {
    const p = await completePatient(h);
    for (const [body, field] of [[{ text: '  ' }, 'text'], [{ code: '123', text: 'x' }, 'code'], [{ text: 'a'.repeat(201) }, 'text']] as const) {
      const res = await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const bad = await h.request(`${B}/health-profile/problems`, { method: 'POST', token: p.token, body: { text: 'x', onsetDate: '2020-02-30' } });
    expect(bad.status).toBe(400);
    const mine = (await (await h.request(`${B}/health-profile/problems`, { method: 'POST', token: p.token, body: { text: 'Migraine' } })).json()).data.problems[0];
    const other = await completePatient(h);
    expect((await h.request(`${B}/health-profile/problems/${mine.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await h.request(`${B}/health-profile/problems/${mine.id}`, { method: 'DELETE', token: p.token })).status).toBe(200);
  });
});

describe('the International Patient Summary', () => {
  it('is a valid IPS document of the whole record: patient in both scripts, medications, allergies, problems, results', async () => {
    const p = await completePatient(h);
    await h.request(`${B}/health-profile/answers`, { method: 'PUT', token: p.token, body: { nameNe: 'परीक्षण बिरामी' } });
    await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { code: '764146007', text: 'Penicillin', reaction: 'Hives' } });
    await h.request(`${B}/health-profile/problems`, { method: 'POST', token: p.token, body: { text: 'Migraine <with aura>' } });
    await h.deps.db.insert(prescriptions).values([
      { patientId: p.patientId, doctorId: f.doctorId, medication: 'Amlodipine', strength: '5 mg', form: 'Tablet', doses: '1 tablet once daily', quantity: 90, startDate: isoDay(-10), stopDate: isoDay(80) },
      { patientId: p.patientId, doctorId: f.doctorId, medication: 'Amoxicillin', strength: '500 mg', form: 'Capsule', doses: '3 times daily', quantity: 15, startDate: isoDay(-30), stopDate: isoDay(-25) },
      // Long over: not "recent".
      { patientId: p.patientId, doctorId: f.doctorId, medication: 'Old', quantity: 1, startDate: isoDay(-800), stopDate: isoDay(-700) },
    ]);
    const [centre] = await h.deps.db.insert(diagnosticCentres).values({ name: 'Valley Lab', city: 'Lalitpur', address: 'Pulchowk', licenseNumber: 'DC-1', is24Hours: true, phone: '01-5550000' } as typeof diagnosticCentres.$inferInsert).returning();
    const [test] = await h.deps.db.insert(labTests).values({ patientId: p.patientId, doctorId: f.doctorId, testName: 'Lipid Profile', category: 'Biochemistry', status: 'completed', diagnosticCentreId: centre!.id }).returning();
    await h.deps.db.insert(labResults).values([
      { labTestId: test!.id, parameter: 'LDL', value: '160', unit: 'mg/dL', referenceRange: '< 130', flag: 'high' },
      { labTestId: test!.id, parameter: 'Appearance', value: 'Clear' },
    ]);

    const bundle = await summary(p.token);
    expect(ipsViolations(bundle)).toEqual([]);
    expect(evaluate(bundle, 'entry.resource.ofType(Patient).name.text')).toEqual(['Test Patient', 'परीक्षण बिरामी']);
    expect(evaluate(bundle, 'entry.resource.ofType(Patient).gender')).toEqual(['female']);
    expect(evaluate(bundle, 'entry.resource.ofType(Patient).birthDate').map(String)).toEqual(['1990-05-17']);
    expect(evaluate(bundle, "entry.resource.ofType(MedicationStatement).select(medication.text + ' | ' + status + ' | ' + dosage.text)"))
      .toEqual(['Amlodipine 5 mg Tablet | active | 1 tablet once daily', 'Amoxicillin 500 mg Capsule | completed | 3 times daily']);
    expect(evaluate(bundle, "entry.resource.ofType(AllergyIntolerance).code.coding.where(system = 'http://snomed.info/sct').code")).toEqual(['764146007']);
    expect(evaluate(bundle, 'entry.resource.ofType(AllergyIntolerance).reaction.manifestation.text')).toEqual(['Hives']);
    expect(evaluate(bundle, 'entry.resource.ofType(Condition).code.text')).toEqual(['Migraine <with aura>']);
    expect(evaluate(bundle, 'entry.resource.ofType(Observation).value.ofType(Quantity).unit')).toEqual(['mg/dL']);
    expect(evaluate(bundle, "entry.resource.ofType(Observation).interpretation.coding.code")).toEqual(['H']);
    // The results section exists with both results; the doctor and the lab are in the Bundle once each.
    expect(evaluate(bundle, "entry[0].resource.section.where(code.coding.code = '30954-2').entry.count()")).toEqual([2]);
    expect(evaluate(bundle, 'entry.resource.ofType(Practitioner).name.text')).toEqual(['Ram Thapa', 'राम थापा']);
    expect(evaluate(bundle, 'entry.resource.ofType(Organization).name')).toEqual(['Valley Lab']);
    // Narrative: escaped, in the reader's language.
    const allergies = evaluate(bundle, "entry[0].resource.section.where(code.coding.code = '11450-4').text.`div`")[0] as string;
    expect(allergies).toContain('Migraine &#60;with aura&#62;');
    const ne = await summary(p.token, 'ne');
    expect(ipsViolations(ne)).toEqual([]);
    expect(evaluate(ne, 'entry[0].resource.language')).toEqual(['ne-NP']);
    expect(evaluate(ne, 'entry[0].resource.title')[0]).toMatch(/[\u0900-\u097F]/);
    expect(evaluate(ne, "entry[0].resource.section.where(code.coding.code = '48765-2').text.`div`")[0]).toMatch(/पेनिसिलिन/);
    // Another patient's summary has none of it.
    const other = await completePatient(h);
    expect(JSON.stringify(await summary(other.token))).not.toContain('Amlodipine');
  });

  it('an empty record still keeps the rules: empty sections carry an emptyReason; "none known" is an entry', async () => {
    const p = await completePatient(h);
    let bundle = await summary(p.token);
    expect(ipsViolations(bundle)).toEqual([]);
    expect(evaluate(bundle, 'entry[0].resource.section.where(emptyReason.exists()).code.coding.code')).toEqual(['10160-0', '48765-2', '11450-4', '30954-2']);
    await h.request(`${B}/health-profile/answers`, { method: 'PUT', token: p.token, body: { noKnownAllergies: true, noKnownProblems: true } });
    bundle = await summary(p.token);
    expect(ipsViolations(bundle)).toEqual([]);
    expect(evaluate(bundle, 'entry.resource.ofType(AllergyIntolerance).code.coding.code')).toEqual(['716186003']);
    expect(evaluate(bundle, 'entry.resource.ofType(Condition).code.coding.code')).toEqual(['160245001']);
  });

  it('the rules catch a broken Bundle (they are not vacuous)', async () => {
    const p = await completePatient(h);
    await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { text: 'Dust' } });
    const bundle = await summary(p.token);
    const broken = structuredClone(bundle);
    broken.entry.reverse();
    broken.entry[0].resource.patient = { reference: 'urn:uuid:nowhere' };
    delete broken.entry[1].fullUrl;
    expect(ipsViolations(broken)).toEqual(expect.arrayContaining([
      'the first entry is the Composition (LOINC 60591-5)', 'a fullUrl on every entry', 'every reference resolves inside the Bundle',
    ]));
    const noSection = structuredClone(bundle);
    noSection.entry[0].resource.section.splice(1, 1);
    expect(ipsViolations(noSection)).toContain('Allergies (48765-2): one, with entries or an emptyReason');
  });

  it('refuses an unknown language', async () => {
    const p = await completePatient(h);
    expect((await h.request(`${B}/health-summary?lang=fr`, { token: p.token })).status).toBe(400);
  });
});

describe('the summary as a PDF', () => {
  it('prints the same document in the reader\'s language, Devanagari shaped, readable by pdftotext', async () => {
    const p = await completePatient(h);
    await h.request(`${B}/health-profile/answers`, { method: 'PUT', token: p.token, body: { nameNe: 'क्षत्रिय श्रेष्ठ' } });
    await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { code: '764146007', text: 'Penicillin' } });
    await h.request(`${B}/health-profile/problems`, { method: 'POST', token: p.token, body: { text: 'Migraine', onsetDate: '2024-04-13' } });
    const res = await h.request(`${B}/health-summary/pdf?lang=ne`, { token: p.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfText(bytes);
    for (const expected of ['अन्तर्राष्ट्रिय बिरामी सारांश', 'Test Patient', 'क्षत्रिय श्रेष्ठ', 'पेनिसिलिन', 'Migraine', '2024-04-13', 'स्वास्थ्य समस्याहरूको सूची']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expectDevanagariPrinted(bytes, { conjuncts: 'क्षत्रिय श्रेष्ठ' });
    const en = pdfText(new Uint8Array(await (await h.request(`${B}/health-summary/pdf?lang=en`, { token: p.token })).arrayBuffer()));
    expect(en).toContain('Allergies and intolerances');
  });
});
