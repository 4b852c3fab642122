import { describe, expect, it } from 'vitest';
import { messageIds } from './first-load';

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
