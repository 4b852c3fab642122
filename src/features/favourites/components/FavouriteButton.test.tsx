// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DoctorCard } from '@contracts/doctors';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { toast } from '@/ui/toast';
import { FavouriteButton, FavouriteHearts } from './FavouriteButton';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn() } }));
const auth = { isSignedIn: true };
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => auth }));

const doctor: DoctorCard = {
  id: '3f6c2a52-8d1e-4a55-9a43-0c1f6c1f2b10', firstName: 'Sita', middleName: null, lastName: 'Sharma',
  profilePictureUrl: null, mainSpecialization: { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटुरोग' },
  experienceYears: 12, consultationFeePaisa: 150000, discountPercent: 0, ratingAvg: 4.6, votes: 120, city: 'Kathmandu',
  registrationVerified: true, availableToday: true, nextAvailableAt: null, maxWaitMinutes: 20,
};

let favourites: unknown[];
let changeAnswer: () => Response | Promise<Response>;
let release: () => void;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  auth.isSignedIn = true;
  favourites = [];
  vi.mocked(toast.error).mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v1/patient/favourite-doctor/list')) return jsonResponse({ data: { doctors: favourites } });
    if (url.includes('/favourite-doctor/')) return changeAnswer();
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const heart = () => screen.getByRole('button', { name: 'Favourite: Dr. Sita Sharma' });

describe('FavouriteButton', () => {
  it('turns on at once (optimistic) and stays on when the server agrees', async () => {
    changeAnswer = () =>
      new Promise((resolve) => {
        release = () => {
          favourites = [{ ...doctor, trustScore: 80, favouritedAt: '2026-11-21T00:00:00Z' }];
          resolve(jsonResponse({ message: 'ok', data: { doctorId: doctor.id, favourite: true } }));
        };
      });
    await renderWithRouter(<FavouriteButton doctor={doctor} doctorName="Sita Sharma" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/favourite-doctor/create/'));
    expect(post?.[1]?.method).toBe('POST');
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back and shows a toast when the server refuses', async () => {
    favourites = [{ ...doctor, trustScore: 80, favouritedAt: '2026-11-21T00:00:00Z' }];
    changeAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(jsonResponse({ message: 'Server is busy' }, 500));
      });
    await renderWithRouter(<FavouriteButton doctor={doctor} doctorName="Sita Sharma" />);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    const del = fetchMock.mock.calls.find(([url]) => String(url).includes('/favourite-doctor/remove/'));
    expect(del?.[1]?.method).toBe('DELETE');
    release();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('Server is busy'));
  });

  it("gives a list's hearts one favourite state (one request), each heart showing its own doctor", async () => {
    favourites = [{ ...doctor, trustScore: 80, favouritedAt: '2026-11-21T00:00:00Z' }];
    const other: DoctorCard = { ...doctor, id: '5b1d7e3a-2c4f-4e8a-9b6d-1a2b3c4d5e6f', firstName: 'Hari', lastName: 'Thapa' };
    await renderWithRouter(
      <FavouriteHearts>
        {(heartOf) => <ul>{[doctor, other].map((d) => <li key={d.id}>{heartOf(d, `${d.firstName} ${d.lastName}`)}</li>)}</ul>}
      </FavouriteHearts>,
    );
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Favourite: Dr. Hari Thapa' }).getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/favourite-doctor/list')).length).toBe(1);
  });

  it('sends a guest to sign in and back', async () => {
    auth.isSignedIn = false;
    const { router } = await renderWithRouter(<FavouriteButton doctor={doctor} doctorName="Sita Sharma" />, {
      path: '/find/doctors?sort=rating',
    });
    fireEvent.click(heart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toEqual({ redirect: '/find/doctors?sort=rating' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
