import { describe, expect, it } from 'vitest';
import { compiled, messageIds } from './first-load';

describe('messageIds (which messages a first screen’s catalog carries)', () => {
  const ne = { Ab12Cd: 'खोज्नुहोस्', Pokhara: 'पोखरा', Ilam: 'इलाम', 'Enter a valid email address.': 'मान्य इमेल लेख्नुहोस्।' };

  it('finds the ids the macro wrote into the code', () => {
    expect(messageIds('x({id:"Ab12Cd"})', ne)).toEqual(new Set(['Ab12Cd']));
  });

  it('finds a city named by its English id, also in a list the minifier joined into one string', () => {
    expect(messageIds('var c="Kathmandu.Pokhara.Ilam".split(".")', ne)).toEqual(new Set(['Pokhara', 'Ilam']));
  });

  it('skips an id inside a longer word, and text that is only its own id (English)', () => {
    expect(messageIds('var Ilamx=1,yPokhara=2', ne)).toEqual(new Set());
    expect(messageIds('var c=`Pokhara`', { Pokhara: 'Pokhara' })).toEqual(new Set());
  });
});

describe('compiled (a catalog module)', () => {
  it('holds the messages Lingui compiles, quotes, backslashes and line breaks included', async () => {
    const messages = { a: "Patient's \\ note", b: 'दुई\nलाइन "उद्धरण"', c: '{count, plural, one {# दिन} other {# दिन}}' };
    const source = compiled('ne', messages);
    expect(source.startsWith("export const messages=JSON.parse('")).toBe(true);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { messages: Record<string, unknown> };
    expect(mod.messages['a']).toEqual(["Patient's \\ note"]);
    expect(mod.messages['b']).toEqual(['दुई\nलाइन "उद्धरण"']);
    expect(mod.messages['c']).toEqual([['count', 'plural', { one: ['#', ' दिन'], other: ['#', ' दिन'] }]]);
  });
});
