// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PatientProfile } from '@contracts/patient';
import { renderWithRouter } from '@/app/test-router';
import { ProfileGate } from './ProfileGate';

const TODAY = new Date('2026-11-21T00:00:00Z');
const profile: PatientProfile = {
  id: 'p1', firstName: 'Maya', middleName: null, lastName: 'Gurung', email: 'maya@example.test', countryCode: '+977',
  phoneNumber: null, phoneVerified: false, dateOfBirth: null, bloodGroup: null, address: null, city: 'Kathmandu',
  timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null, occupation: null, religion: null, gender: 'female',
  nationality: null, language: null, profilePictureUrl: null, isComplete: false,
};
const BACK = '/book/d1?date=2026-11-25&slot=s1&step=details';

describe('ProfileGate', () => {
  it('lists what is missing and links to the profile page, which brings the patient back', async () => {
    await renderWithRouter(<ProfileGate profile={profile} back={BACK} today={TODAY} />);
    expect(screen.getByRole('heading', { name: 'Complete your profile to book' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Phone number', 'Date of birth', 'Blood group']);
    const href = screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')!;
    const url = new URL(href, 'http://app.test');
    expect(url.pathname).toBe('/settings/profile');
    expect(url.searchParams.get('redirect')).toBe(BACK);
  });

  it('says when the patient is under 18', async () => {
    await renderWithRouter(
      <ProfileGate profile={{ ...profile, phoneNumber: '9841234567', bloodGroup: 'O+', dateOfBirth: { year: 2010, month: 1, day: 1 } }} back={BACK} today={TODAY} />,
    );
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
