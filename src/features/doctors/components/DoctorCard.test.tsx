// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { DoctorCard as DoctorCardData } from '@contracts/doctors';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { DoctorCard } from './DoctorCard';

const doctor: DoctorCardData = {
  id: '3f6c2a52-8d1e-4a55-9a43-0c1f6c1f2b10',
  firstName: 'Sita',
  middleName: null,
  lastName: 'Sharma',
  profilePictureUrl: null,
  mainSpecialization: { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटुरोग' },
  experienceYears: 12,
  consultationFeePaisa: 150000, discountPercent: 0,
  ratingAvg: 4.6,
  votes: 120,
  city: 'Kathmandu',
  registrationVerified: true,
  availableToday: true,
  nextAvailableAt: null,
  maxWaitMinutes: 20,
};

async function renderCard(locale: 'en' | 'ne', data: DoctorCardData = doctor) {
  i18n.loadAndActivate({ locale, messages: locale === 'ne' ? ne : en });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <DoctorCard doctor={data} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.findByRole('heading');
}

afterEach(cleanup);

describe('DoctorCard', () => {
  it('shows the doctor in English and links to the profile', async () => {
    const heading = await renderCard('en');
    expect(heading.textContent).toBe('Dr. Sita Sharma');
    expect(screen.getByRole('link', { name: 'Dr. Sita Sharma' }).getAttribute('href')).toBe(`/find/doctors/${doctor.id}`);
    expect(screen.getByText('Cardiology')).toBeTruthy();
    expect(screen.getByText('Rs. 1,500')).toBeTruthy();
    expect(screen.getByText('Kathmandu')).toBeTruthy();
    expect(screen.getByText('12 years')).toBeTruthy();
    expect(screen.getByText('(120 votes)')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Available today')).toBeTruthy();
  });

  it('shows a city outside the list as written, in either language', async () => {
    await renderCard('ne', { ...doctor, city: 'Ramechhap Bazaar' });
    expect(screen.getByText('Ramechhap Bazaar')).toBeTruthy();
  });

  it('shows the doctor in Nepali with Devanagari digits', async () => {
    const heading = await renderCard('ne');
    expect(heading.textContent).toBe('डा. Sita Sharma');
    expect(screen.getByText('मुटुरोग')).toBeTruthy();
    expect(screen.getByText('रु. १,५००')).toBeTruthy();
    expect(screen.getByText('काठमाडौं')).toBeTruthy();
    expect(screen.getByText('१२ वर्ष')).toBeTruthy();
    expect(screen.getByText('(१२० मत)')).toBeTruthy();
    expect(screen.getByText('प्रमाणित')).toBeTruthy();
    expect(screen.getByText('आज उपलब्ध')).toBeTruthy();
  });

  it('gives the next free time in both calendars (BS first in Nepali)', async () => {
    // 10:00 in Kathmandu on 1 Dec 2026 = 15 Mangsir 2083.
    const later = { ...doctor, availableToday: false, nextAvailableAt: '2026-12-01T04:15:00.000Z' };
    await renderCard('en', later);
    expect(document.body.textContent).toContain('· 15 Mangsir 2083');
    cleanup();
    await renderCard('ne', later);
    expect(document.body.textContent).toContain('१५ मंसिर २०८३');
  });

  it("writes the doctor's name in Devanagari in Nepali when the directory has it (Latin in English)", async () => {
    const named = { ...doctor, firstNameNe: 'सीता', lastNameNe: 'शर्मा' };
    expect((await renderCard('ne', named)).textContent).toBe('डा. सीता शर्मा');
    cleanup();
    expect((await renderCard('en', named)).textContent).toBe('Dr. Sita Sharma');
  });

  it('says Free for a free consultation and leaves out badges that do not apply', async () => {
    await renderCard('en', { ...doctor, consultationFeePaisa: 0, registrationVerified: false, availableToday: false });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByText('Available today')).toBeNull();
  });

  it('says a doctor nobody has rated yet has no ratings, not a rating of zero (both languages)', async () => {
    await renderCard('en', { ...doctor, ratingAvg: 0, votes: 0 });
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.queryByText(/votes/)).toBeNull();
    cleanup();
    await renderCard('ne', { ...doctor, ratingAvg: 0, votes: 0 });
    expect(screen.getByText('अहिलेसम्म मूल्याङ्कन छैन')).toBeTruthy();
  });

  it('shows the stars of a rated doctor', async () => {
    await renderCard('en');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
  });
});
