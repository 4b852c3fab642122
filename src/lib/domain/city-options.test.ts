import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as ne } from '../../../locales/ne/messages.po';
import { CITIES } from '@contracts/cities';
import { cityFilterOptions } from './city-options';

describe('cityFilterOptions', () => {
  const i18n = setupI18n({ locale: 'ne', messages: { ne } });

  it('lists every city in the reader’s language', () => {
    const options = cityFilterOptions(i18n, 'Pokhara');
    expect(options.map((o) => o.value)).toEqual([...CITIES]);
    expect(options.find((o) => o.value === 'Pokhara')?.label).toBe('पोखरा');
  });

  it('puts a city from the address that is not in the list first, as written', () => {
    const options = cityFilterOptions(i18n, 'Ramechhap Bazaar');
    expect(options[0]).toEqual({ value: 'Ramechhap Bazaar', label: 'Ramechhap Bazaar' });
    expect(options).toHaveLength(CITIES.length + 1);
  });
});
