// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Review } from '@contracts/reviews';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { ReviewsTab } from './ReviewsTab';

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ isSignedIn: false }) }));

const DOCTOR = '3f6c2a52-8d1e-4a55-9a43-0c1f6c1f2b10';
const review = (over: Partial<Review>): Review => ({
  id: 'r1', stars: 5, rating: 'very_satisfied', recommend: true, waitTime: null, likedAspects: [], experience: null,
  clinicVisited: null, healthProblem: null, anonymous: false, reviewerName: 'Sita S.', createdAt: '2026-11-20T06:00:00.000Z', ...over,
});
const reviews = [
  review({ id: 'r1', experience: 'डाक्टरले धैर्यपूर्वक कुरा सुन्नुभयो।', healthProblem: 'ज्वरो', language: 'ne' }),
  review({ id: 'r2', experience: 'The doctor listened carefully.', healthProblem: 'Fever', language: 'en', reviewerName: 'Ram T.' }),
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonResponse({ data: { reviews, summary: { ratingAvg: 5, votes: 2 }, pagination: { page: 1, pageSize: 10, total: 2, hasNext: false } } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('ReviewsTab', () => {
  it("marks each review's text with its language and tags the one not in the reader's (English)", async () => {
    await renderWithRouter(<ReviewsTab doctorId={DOCTOR} />);
    const nepali = await screen.findByText('डाक्टरले धैर्यपूर्वक कुरा सुन्नुभयो।');
    expect(nepali.getAttribute('lang')).toBe('ne');
    expect(screen.getByText('ज्वरो').getAttribute('lang')).toBe('ne');
    expect(screen.getByText('The doctor listened carefully.').getAttribute('lang')).toBe('en');
    expect(screen.getAllByText('In Nepali')).toHaveLength(1);
    expect(screen.queryByText('In English')).toBeNull();
  });

  it('tags the English review for a Nepali reader', async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<ReviewsTab doctorId={DOCTOR} />);
    await screen.findByText('The doctor listened carefully.');
    expect(screen.getAllByText('अंग्रेजीमा')).toHaveLength(1);
    expect(screen.queryByText('नेपालीमा')).toBeNull();
  });
});
