import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as ne } from '../../../locales/ne/messages.po';
import { CITIES } from '@contracts/cities';
import { CITY_INFO } from '@contracts/option-lists';
import { cityName } from './city-names';

describe('cityName', () => {
  it('gives every listed city its Nepali name from the catalog', () => {
    const i18n = setupI18n({ locale: 'ne', messages: { ne } });
    for (const city of CITIES) expect(cityName(i18n, city)).not.toBe(city);
    expect(cityName(i18n, 'Pokhara')).toBe('पोखरा');
  });

  it('spells each city as the option lists the server sends do (GET /list/cities)', () => {
    const i18n = setupI18n({ locale: 'ne', messages: { ne } });
    const differ = CITIES.filter((city) => cityName(i18n, city) !== CITY_INFO[city][0]);
    expect(differ.map((city) => `${city}: ${cityName(i18n, city)} / ${CITY_INFO[city][0]}`)).toEqual([]);
    expect(cityName(i18n, 'Dadeldhura')).toBe('डडेल्धुरा');
  });

  it('shows English names and a city outside the list as written, without a missing message', () => {
    for (const [locale, messages] of [['en', en], ['ne', ne]] as const) {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      const missing = vi.fn();
      i18n.on('missing', missing);
      expect(cityName(i18n, 'Ramechhap Bazaar')).toBe('Ramechhap Bazaar');
      if (locale === 'en') expect(cityName(i18n, 'Pokhara')).toBe('Pokhara');
      expect(missing).not.toHaveBeenCalled();
    }
  });
});
