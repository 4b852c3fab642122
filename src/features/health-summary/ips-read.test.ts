import { describe, expect, it } from 'vitest';
import outside from '../../../tests/fhir/ips-outside-example.json';
import { ipsViolations } from '../../../tests/fhir/ips-rules';
import { narrativeText, readIps } from './ips-read';

describe('reading an IPS document', () => {
  it('reads one written by another issuer (hand-made from the published IPS example shape)', () => {
    // The fixture itself keeps the IPS rules the app's own documents are held to.
    expect(ipsViolations(outside)).toEqual([]);
    const r = readIps(outside);
    expect(r.title).toBe('Patient Summary as of June 12, 2025');
    expect(r.patient).toEqual({ names: ['Maria Example'], birthDate: '1972-05-01', gender: 'female', phones: ['+31788700800'] });
    const byCode = Object.fromEntries(r.sections.map((s) => [s.code, s]));
    expect(byCode['10160-0']!.items).toEqual([{ text: 'Product containing anastrozole (medicinal product)', details: ['2015-03'] }]);
    expect(byCode['48765-2']!.items[0]).toEqual({ text: 'Substance with penicillin structure and antibacterial mechanism of action (substance)', details: ['Wheal (finding)', 'high'] });
    expect(byCode['11450-4']!.items[0]).toEqual({ text: 'Menopausal flushing (finding)', details: ['2015', 'active'] });
    expect(byCode['30954-2']!.items[0]).toEqual({ text: 'Hemoglobin [Mass/volume] in Blood', details: ['12.5 g/dL', '12 g/dL – 16 g/dL', '2025-05-30T08:00:00+02:00', 'Example Hospital'] });
    expect(byCode['11369-6']).toMatchObject({ title: 'Immunizations', items: [], note: 'No information about immunizations & vaccines' });
  });

  it('shows narrative as text, never as markup', () => {
    expect(narrativeText('<div><script>alert(1)</script><p>A &lt;b&gt; &amp; c</p><ul><li>x</li><li>y</li></ul></div>')).toBe('alert(1) A <b> & c\nx\ny');
  });

  it('survives a document that is not one', () => {
    expect(readIps({ resourceType: 'Bundle', entry: 'nope' })).toEqual({ title: '', date: null, patient: { names: [], birthDate: null, gender: null, phones: [] }, sections: [] });
    expect(readIps(null).sections).toEqual([]);
  });
});
