// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PatientProfile } from '@contracts/patient';
import { renderWithRouter } from '@/app/test-router';
import { ProfileForm } from './ProfileForm';

const TODAY = new Date(2026, 10, 21);
const profile: PatientProfile = {
  id: 'p1', firstName: 'Maya', middleName: null, lastName: 'Gurung', email: 'maya@example.test', countryCode: '+977',
  phoneNumber: null, phoneVerified: false, dateOfBirth: null, bloodGroup: null, address: null, city: null,
  timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null, occupation: null, religion: null, gender: null,
  nationality: null, language: null, profilePictureUrl: null, isComplete: false,
};

afterEach(() => vi.unstubAllGlobals());

const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value } });

describe('ProfileForm', () => {
  it('offers the date-picker choices: years descending, months and days cut at today', async () => {
    await renderWithRouter(<ProfileForm uid="u1" profile={profile} today={TODAY} />);
    const years = within(screen.getByLabelText('Year', { selector: 'select' })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(years.slice(0, 3)).toEqual(['2026', '2025', '2024']);
    expect(years.at(-1)).toBe('1900');
    pick('Year', '2026');
    expect(within(screen.getByLabelText('Month', { selector: 'select' })).getAllByRole('option')).toHaveLength(1 + 11);
    pick('Month', '11');
    expect(within(screen.getByLabelText('Day', { selector: 'select' })).getAllByRole('option').at(-1)?.textContent).toBe('21');
    // The country code defaults to +977; the options include the option lists of the contract.
    expect((screen.getByLabelText(/^Country code/, { selector: 'select' }) as HTMLSelectElement).value).toBe('+977');
    expect(within(screen.getByLabelText('Occupation', { selector: 'select' })).getAllByRole('option')).toHaveLength(1 + 31);
  });

  it('checks age and phone on the client with the server messages, without calling the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await renderWithRouter(<ProfileForm uid="u1" profile={profile} today={TODAY} />);
    pick('Year', '2015');
    pick('Month', '01');
    pick('Day', '01');
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('You must be at least 18 years old.')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
