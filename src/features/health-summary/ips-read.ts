// Reads any FHIR R4 IPS document Bundle (this app's or another issuer's) into plain text to show:
// the patient, then each section of the Composition with its entries described from the resources
// they reference (resolved inside the Bundle by fullUrl or `Type/id`). No HTML from the document is
// rendered: a section without entries shows its narrative as text.

type Json = Record<string, unknown>;
export type IpsItem = { text: string; details: string[] };
export type IpsSection = { title: string; code: string | null; items: IpsItem[]; note: string | null };
export type IpsReading = {
  title: string;
  date: string | null;
  patient: { names: string[]; birthDate: string | null; gender: string | null; phones: string[] };
  sections: IpsSection[];
};

const obj = (x: unknown): Json => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : {});
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const str = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x : typeof x === 'number' ? String(x) : null);

/** The text of a CodeableConcept: its text, else the first coding's display, else its code. */
export function conceptText(x: unknown): string | null {
  const c = obj(x);
  const coding = arr(c['coding']).map(obj);
  return str(c['text']) ?? coding.map((k) => str(k['display'])).find(Boolean) ?? coding.map((k) => str(k['code'])).find(Boolean) ?? null;
}

function humanName(x: unknown): string | null {
  const n = obj(x);
  return str(n['text']) ?? ([...arr(n['given']), n['family']].map(str).filter(Boolean).join(' ') || null);
}

function quantity(x: unknown): string | null {
  const q = obj(x);
  const value = str(q['value']);
  return value ? [q['comparator'], value, q['unit'] ?? q['code']].map(str).filter(Boolean).join(' ') : null;
}

/** The first of `prefix` + each suffix that is present (FHIR's value[x]). */
function choice(r: Json, prefix: string): string | null {
  return str(r[`${prefix}DateTime`]) ?? str(r[`${prefix}String`]) ?? quantity(r[`${prefix}Quantity`]) ?? conceptText(r[`${prefix}CodeableConcept`])
    ?? (r[`${prefix}Period`] ? [str(obj(r[`${prefix}Period`])['start']), str(obj(r[`${prefix}Period`])['end'])].filter(Boolean).join(' – ') || null : null)
    ?? str(r[`${prefix}Boolean`] === undefined ? undefined : String(r[`${prefix}Boolean`])) ?? str(r[`${prefix}Integer`]);
}

/** Plain text of an XHTML narrative (tags dropped, entities decoded). */
export function narrativeText(div: unknown): string | null {
  const html = str(div);
  if (!html) return null;
  const text = html.replace(/<(br|\/p|\/li|\/tr|\/div)\b[^>]*>/gi, '\n').replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
  return text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n') || null;
}

export function readIps(bundle: unknown): IpsReading {
  const entries = arr(obj(bundle)['entry']).map(obj);
  const byRef = new Map<string, Json>();
  for (const e of entries) {
    const r = obj(e['resource']);
    const fullUrl = str(e['fullUrl']);
    if (fullUrl) byRef.set(fullUrl, r);
    if (str(r['resourceType']) && str(r['id'])) byRef.set(`${String(r['resourceType'])}/${String(r['id'])}`, r);
  }
  const resolve = (ref: unknown): Json | null => {
    const reference = str(obj(ref)['reference']);
    if (!reference) return null;
    return byRef.get(reference) ?? byRef.get(reference.split('/').slice(-2).join('/')) ?? null;
  };
  const composition = entries.map((e) => obj(e['resource'])).find((r) => r['resourceType'] === 'Composition') ?? {};
  const patient = resolve(composition['subject']) ?? entries.map((e) => obj(e['resource'])).find((r) => r['resourceType'] === 'Patient') ?? {};
  const who = (ref: unknown) => {
    const r = resolve(ref);
    return r ? (str(r['name']) ?? arr(r['name']).map(humanName).find(Boolean) ?? null) : str(obj(ref)['display']);
  };

  const describe = (r: Json): IpsItem => {
    const type = str(r['resourceType']) ?? '';
    const details: string[] = [];
    const push = (x: string | null | undefined) => { if (x) details.push(x); };
    let text: string | null = null;
    if (type === 'MedicationStatement' || type === 'MedicationRequest') {
      const med = r['medicationReference'] ? resolve(r['medicationReference']) : null;
      text = conceptText(r['medicationCodeableConcept']) ?? (med ? conceptText(med['code']) : null);
      for (const d of arr(r['dosage'] ?? r['dosageInstruction']).map(obj)) push(str(d['text']));
      push(choice(r, 'effective'));
      push(who(r['informationSource'] ?? r['requester']));
    } else if (type === 'AllergyIntolerance') {
      text = conceptText(r['code']);
      for (const re of arr(r['reaction']).map(obj)) push(arr(re['manifestation']).map(conceptText).filter(Boolean).join(', '));
      push(str(r['criticality']));
    } else if (type === 'Condition') {
      text = conceptText(r['code']);
      push(choice(r, 'onset'));
      push(conceptText(r['clinicalStatus']));
    } else if (type === 'Observation') {
      text = conceptText(r['code']);
      push(choice(r, 'value'));
      for (const i of arr(r['interpretation'])) push(conceptText(i));
      for (const rr of arr(r['referenceRange']).map(obj)) push(str(rr['text']) ?? ([quantity(rr['low']), quantity(rr['high'])].filter(Boolean).join(' – ') || null));
      push(choice(r, 'effective'));
      for (const p of arr(r['performer'])) push(who(p));
    } else if (type === 'Immunization') {
      text = conceptText(r['vaccineCode']);
      push(choice(r, 'occurrence'));
    } else if (type === 'Procedure') {
      text = conceptText(r['code']);
      push(choice(r, 'performed'));
    } else {
      text = conceptText(r['code']);
      push(choice(r, 'effective'));
    }
    return { text: text ?? (narrativeText(obj(r['text'])['div']) || type), details };
  };

  const sections = arr(composition['section']).map(obj).map((s): IpsSection => {
    const items = arr(s['entry']).map(resolve).filter((r): r is Json => r !== null).map(describe);
    const code = arr(obj(s['code'])['coding']).map((c) => str(obj(c)['code'])).find(Boolean) ?? null;
    const note = items.length ? null : narrativeText(obj(s['text'])['div']) ?? conceptText(s['emptyReason']);
    return { title: str(s['title']) ?? conceptText(s['code']) ?? '', code, items, note };
  });

  return {
    title: str(composition['title']) ?? '',
    date: str(composition['date']) ?? str(obj(bundle)['timestamp']),
    patient: {
      names: arr(patient['name']).map(humanName).filter((n): n is string => Boolean(n)),
      birthDate: str(patient['birthDate']),
      gender: str(patient['gender']),
      phones: arr(patient['telecom']).map((t) => str(obj(t)['value'])).filter((n): n is string => Boolean(n)),
    },
    sections,
  };
}
