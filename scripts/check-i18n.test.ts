import { describe, expect, it } from 'vitest';
import { consoleOnlyEntries, readPo, untranslated } from './check-i18n';

const PO = `msgid ""
msgstr ""
"Language: ne\\n"

#: src/a.tsx
msgid "Home"
msgstr "गृहपृष्ठ"

#: src/b.tsx
#: src/c.tsx
msgid "Missing"
msgstr ""

#. placeholder {0}: n
#: src/d.tsx
msgid "{0, plural, one {# item} other {# items}}"
msgstr "{0, plural, one {# वस्तु} other {# वस्तुहरू}}"

#: src/e.tsx
msgid ""
"A long message "
"on two lines with a \\"quote\\""
msgstr ""
"लामो सन्देश "
"दुई लाइनमा"

#: src/f.tsx
msgid "Wrapped but empty"
msgstr ""
""

#~ msgid "Old"
#~ msgstr ""

#. js-lingui-explicit-id
#: contracts/message-texts.ts
msgid "This field is required."
msgstr ""
`;

describe('check-i18n PO reading (Lingui\'s reader)', () => {
  it('reads entries, continuation lines and escapes, skipping the header and obsolete entries', async () => {
    const entries = await readPo(PO);
    expect(entries.map((entry) => entry.msgid)).toEqual([
      'Home',
      'Missing',
      '{0, plural, one {# item} other {# items}}',
      'A long message on two lines with a "quote"',
      'Wrapped but empty',
      'This field is required.',
    ]);
    expect(entries[1]!.references).toEqual(['src/b.tsx', 'src/c.tsx']);
    expect(entries[3]!.translation).toBe('लामो सन्देश दुई लाइनमा');
  });

  it('finds the messages without a translation, the contracts\' too', async () => {
    expect(untranslated(await readPo(PO)).map((entry) => entry.msgid)).toEqual(['Missing', 'Wrapped but empty', 'This field is required.']);
  });

  it("finds the messages only the console's code uses (they belong in its own catalog)", async () => {
    const entries = await readPo(PO);
    expect(consoleOnlyEntries(entries, ['src/b.tsx', 'src/c.tsx']).map((e) => e.msgid)).toEqual(['Missing']);
    expect(consoleOnlyEntries(entries, ['src/features/clinic/'])).toEqual([]);
  });

  it("counts the contracts' texts of the console's answers as the console's (a source that is a file)", async () => {
    const entries = await readPo(PO);
    expect(consoleOnlyEntries(entries, ['src/features/clinic/', 'contracts/message-texts.ts']).map((e) => e.msgid)).toEqual(['This field is required.']);
    // A file is matched whole, not as a folder prefix.
    expect(consoleOnlyEntries(entries, ['contracts/message-text'])).toEqual([]);
  });
});
