// The console's own catalog (locales/{en,ne}/console.po): loaded on demand, merged into the active
// one; the patient's catalog does not carry the console's words.
import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';
import { messages as patientNe } from '../../../locales/ne/messages.po';
import { loadConsoleCatalog } from './catalog';

describe("the console's catalog", () => {
  it('brings the Nepali of the console into the active catalog, beside the patient words already there', async () => {
    const title = msg`Swasthya clinic console`;
    const shared = msg`Close`;
    i18n.loadAndActivate({ locale: 'ne', messages: patientNe });
    expect(patientNe[title.id!]).toBeUndefined();
    expect(i18n._(shared)).not.toBe('Close');
    await loadConsoleCatalog();
    expect(i18n._(title)).toBe('स्वास्थ्य क्लिनिक कन्सोल');
    expect(i18n._(shared)).not.toBe('Close');
  });
});
