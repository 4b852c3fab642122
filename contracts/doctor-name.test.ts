import { describe, expect, it } from 'vitest';
import { displayDoctorName } from './doctor-name';

describe('displayDoctorName', () => {
  const sita = { firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' };

  it('writes Devanagari in Nepali and the Latin name in English', () => {
    expect(displayDoctorName(sita, 'ne')).toBe('सीता श्रेष्ठ');
    expect(displayDoctorName(sita, 'en')).toBe('Sita Shrestha');
  });

  it('keeps the middle name in both scripts', () => {
    const ram = { firstName: 'Ram', middleName: 'Bahadur', lastName: 'Thapa', firstNameNe: 'राम', middleNameNe: 'बहादुर', lastNameNe: 'थापा' };
    expect(displayDoctorName(ram, 'ne')).toBe('राम बहादुर थापा');
    expect(displayDoctorName(ram, 'en')).toBe('Ram Bahadur Thapa');
  });

  it('falls back to the Latin name when the Devanagari one is missing or incomplete', () => {
    expect(displayDoctorName({ firstName: 'Ramesh', lastName: 'Katuwal' }, 'ne')).toBe('Ramesh Katuwal');
    expect(displayDoctorName({ ...sita, lastNameNe: null }, 'ne')).toBe('Sita Shrestha');
    expect(displayDoctorName({ ...sita, middleName: 'Kumari' }, 'ne')).toBe('Sita Kumari Shrestha');
  });
});
