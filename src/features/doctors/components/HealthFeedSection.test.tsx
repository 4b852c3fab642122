// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { HealthFeedSection } from './HealthFeedSection';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

const doctor = { id: 'd1', firstName: 'Nirmala', lastName: 'Sampang', profilePictureUrl: null, specialization: 'Family Medicine' };
const post = (n: number) => ({
  id: `p${n}`, title: `Tip ${n}`, body: `Drink boiled water (${n}).`, publishedAt: '2026-11-20T06:00:00.000Z', likes: n, doctor,
});
const page = (n: number, hasNext: boolean) =>
  ({ data: { posts: [post(n * 2 - 1), post(n * 2)], pagination: { page: n, pageSize: 2, total: 3, hasNext } } });

describe('HealthFeedSection (home)', () => {
  it('shows the posts with their doctor and loads the next page on "Load more"', async () => {
    fetchMock.mockImplementation(async (input) => {
      const p = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      return jsonResponse(p === 1 ? page(1, true) : page(2, false));
    });
    await renderWithRouter(<HealthFeedSection />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Tip 1' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Dr. Nirmala Sampang' })[0]!.getAttribute('href')).toBe('/find/doctors/d1');
    expect(screen.getByText('1 like', { exact: false })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more health-feed posts' }));
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Tip 4' })).toBeTruthy();
    expect(screen.getAllByTestId('health-feed-post')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more health-feed posts' })).toBeNull();
    expect(String(fetchMock.mock.calls[1]![0])).toContain('page=2');
  });

  it("names each post's doctor in Devanagari in Nepali", async () => {
    const named = { ...doctor, firstNameNe: 'निर्मला', lastNameNe: 'साम्पाङ' };
    fetchMock.mockResolvedValue(jsonResponse({ data: { posts: [{ ...post(1), doctor: named }], pagination: { page: 1, pageSize: 10, total: 1, hasNext: false } } }));
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<HealthFeedSection />);
    expect((await screen.findByRole('link', { name: 'डा. निर्मला साम्पाङ' })).getAttribute('href')).toBe('/find/doctors/d1');
  });

  it("marks each post's text with its language and tags the ones not in the reader's", async () => {
    const nepali = { ...post(1), id: 'p-ne', title: 'पानी उमालेर पिउनुहोस्', body: 'वर्षायाममा पानी उमालेर मात्र पिउनुहोस्।', language: 'ne' };
    const english = { ...post(2), language: 'en' };
    fetchMock.mockResolvedValue(jsonResponse({ data: { posts: [nepali, english], pagination: { page: 1, pageSize: 10, total: 2, hasNext: false } } }));
    await renderWithRouter(<HealthFeedSection />);
    const title = await screen.findByRole('heading', { name: 'पानी उमालेर पिउनुहोस्' });
    expect(title.getAttribute('lang')).toBe('ne');
    expect(screen.getByText('वर्षायाममा पानी उमालेर मात्र पिउनुहोस्।').getAttribute('lang')).toBe('ne');
    expect(screen.getByRole('heading', { name: 'Tip 2' }).getAttribute('lang')).toBe('en');
    expect(screen.getAllByText('In Nepali')).toHaveLength(1);
    expect(screen.queryByText('In English')).toBeNull();
  });

  it('has an empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { posts: [], pagination: { page: 1, pageSize: 10, total: 0, hasNext: false } } }));
    await renderWithRouter(<HealthFeedSection />);
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
  });
});
