// The IPS rules that matter (issue 32), as FHIRPath expressions evaluated on a real Bundle (fhirpath.js,
// the R4 model). Used by the server tests and the journey on the JSON the app downloads.
import fhirpath from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4';

const section = (code: string) => `entry[0].resource.section.where(code.coding.where(system = 'http://loinc.org' and code = '${code}').exists())`;

export const IPS_RULES: Record<string, string> = {
  'a document Bundle with an identifier and a timestamp': "type = 'document' and identifier.exists() and timestamp.exists()",
  'the first entry is the Composition (LOINC 60591-5)': "entry[0].resource is Composition and entry[0].resource.type.coding.where(system = 'http://loinc.org' and code = '60591-5').exists()",
  'the Composition has a subject, date, author, title and status': 'entry[0].resource.subject.exists() and entry[0].resource.date.exists() and entry[0].resource.author.exists() and entry[0].resource.title.exists() and entry[0].resource.status.exists()',
  'exactly one Patient': 'entry.resource.ofType(Patient).count() = 1',
  'the Composition is about that Patient': "entry[0].resource.subject.reference = entry.where(resource is Patient).fullUrl",
  'a fullUrl on every entry': 'entry.all(fullUrl.exists() and resource.exists())',
  'every fullUrl is unique': 'entry.fullUrl.isDistinct()',
  'every reference resolves inside the Bundle': 'descendants().reference.all(%context.entry.fullUrl contains $this)',
  'Medication Summary (10160-0): one, with entries or an emptyReason': `${section('10160-0')}.count() = 1 and ${section('10160-0')}.all(entry.exists() xor emptyReason.exists())`,
  'Allergies (48765-2): one, with entries or an emptyReason': `${section('48765-2')}.count() = 1 and ${section('48765-2')}.all(entry.exists() xor emptyReason.exists())`,
  'Problem List (11450-4): one, with entries or an emptyReason': `${section('11450-4')}.count() = 1 and ${section('11450-4')}.all(entry.exists() xor emptyReason.exists())`,
  'every section has a title and a narrative': 'entry[0].resource.section.all(title.exists() and text.`div`.exists())',
  'medication entries are MedicationStatement or MedicationRequest': `${section('10160-0')}.entry.reference.all((%context.entry.where(resource is MedicationStatement or resource is MedicationRequest).fullUrl) contains $this)`,
  'allergy entries are AllergyIntolerance': `${section('48765-2')}.entry.reference.all((%context.entry.where(resource is AllergyIntolerance).fullUrl) contains $this)`,
  'problem entries are Condition': `${section('11450-4')}.entry.reference.all((%context.entry.where(resource is Condition).fullUrl) contains $this)`,
  'every MedicationStatement has a medication, a subject and an effective time': 'entry.resource.ofType(MedicationStatement).all(medication.exists() and subject.exists() and effective.exists())',
  'every AllergyIntolerance and Condition names its patient': 'entry.resource.ofType(AllergyIntolerance).all(patient.exists() and code.exists()) and entry.resource.ofType(Condition).all(subject.exists() and code.exists())',
  'every Observation has a status, code, subject, time and value': 'entry.resource.ofType(Observation).all(status.exists() and code.exists() and subject.exists() and effective.exists() and value.exists())',
};

/** The rules the Bundle breaks (empty: it keeps them all). */
export function ipsViolations(bundle: unknown): string[] {
  return Object.entries(IPS_RULES).filter(([, expression]) => {
    const out = evaluate(bundle, expression);
    return !(out.length === 1 && out[0] === true);
  }).map(([rule]) => rule);
}

/** A FHIRPath expression's result on the Bundle. */
export const evaluate = (bundle: unknown, expression: string): unknown[] => fhirpath.evaluate(bundle as object, expression, undefined, r4) as unknown[];
