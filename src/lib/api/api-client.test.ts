import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { i18n } from '@lingui/core';
import { DoctorListResponseSchema } from '@contracts/doctors';
import { ApiError, apiRequest, buildUrl, errorText } from './api-client';

const token = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../auth/auth', () => ({ getIdToken: vi.fn(async () => token.value) }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const doctor = {
  id: '3f6c2a52-8d1e-4a55-9a43-0c1f6c1f2b10',
  firstName: 'Sita',
  middleName: null,
  lastName: 'Sharma',
  profilePictureUrl: null,
  mainSpecialization: { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटु रोग' },
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

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  token.value = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate('en');
});

describe('apiRequest headers', () => {
  it('sends the spec 7 headers and credentials, without Authorization for a guest', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { ok: true } }));
    await apiRequest('GET /api/v1/upn/get-doctors');
    const { headers, init } = lastCall();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('x-api-key')).toBe('swasthya-web-dev-key');
    expect(headers.has('Authorization')).toBe(false);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('sends the ID token as a bearer token when signed in', async () => {
    token.value = 'id-token-123';
    fetchMock.mockResolvedValue(jsonResponse({ data: {} }));
    await apiRequest('GET /api/v1/patient/user/get-patient-detail');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer id-token-123');
  });

  it('sends the active language', async () => {
    i18n.loadAndActivate({ locale: 'ne', messages: {} });
    fetchMock.mockResolvedValue(jsonResponse({ data: {} }));
    await apiRequest('GET /api/x');
    expect(lastCall().headers.get('Accept-Language')).toBe('ne');
  });

  it('sends a JSON body, the idempotency key and the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: {} }));
    await apiRequest('POST /api/v1/patient/appointment/book', {
      query: { page: 2, empty: '', missing: undefined, none: null, q: 'a b' },
      body: { slotId: 's1' },
      idempotencyKey: 'key-1',
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/patient/appointment/book?page=2&q=a+b');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"slotId":"s1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('takes the method from the endpoint and fills in its path parameters, encoded', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: {} }));
    await apiRequest('DELETE /api/v1/patient/favourite-doctor/remove/{id}', { params: { id: 'a b/c?' } });
    const { url, init } = lastCall();
    expect(url).toBe('/api/v1/patient/favourite-doctor/remove/a%20b%2Fc%3F');
    expect(init.method).toBe('DELETE');
  });

  it('builds URLs without a query', () => {
    expect(buildUrl('/api/a')).toBe('/api/a');
    expect(buildUrl('/api/a', { x: undefined })).toBe('/api/a');
    expect(buildUrl('/api/a?x=1', { y: 2 })).toBe('/api/a?x=1&y=2');
  });
});

describe('apiRequest responses', () => {
  it('parses the data envelope with the contract', async () => {
    const body = { data: { doctors: [doctor], pagination: { page: 1, pageSize: 6, total: 1, hasNext: false } } };
    fetchMock.mockResolvedValue(jsonResponse(body));
    const result = await apiRequest('GET /api/v1/upn/get-doctors', { schema: DoctorListResponseSchema });
    expect(result.data.doctors[0]?.lastName).toBe('Sharma');
    expect(result.data.pagination.total).toBe(1);
  });

  it('rejects a response that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { doctors: [{ ...doctor, votes: 'many' }], pagination: {} } }));
    const err = await apiRequest('GET /api/v1/upn/get-doctors', { schema: DoctorListResponseSchema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'contract', status: 200, body: null });
    expect(errorText(err)).toBe('The server sent an unexpected response. Please try again.');
  });

  it('rejects a body without the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(apiRequest('GET /api/x', { schema: v.object({ data: v.object({}) }) })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('throws ApiError with the status and the error body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'This doctor could not be found.' }, 404));
    const err = await apiRequest('GET /api/v1/upn/get-doctor-details/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, kind: 'http', body: { message: 'This doctor could not be found.' } });
  });

  it('keeps body null when the error response is not the API format', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await apiRequest('GET /api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, body: null });
  });

  it('turns a network failure into a friendly ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await apiRequest('GET /api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network', status: 0 });
    expect(errorText(err)).toBe('You seem to be offline. Check your connection and try again.');
  });

  it('passes an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(apiRequest('GET /api/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('errorText (spec 8)', () => {
  it('1. shows the first errorList entry as "field: message"', () => {
    const err = new ApiError(400, {
      message: 'Some fields need your attention.',
      errorList: [
        { field: 'email', message: 'Enter a valid email address.' },
        { field: 'phoneNumber', message: 'Enter a valid phone number.' },
      ],
    }, 'Some fields need your attention.');
    expect(errorText(err)).toBe('email: Enter a valid email address.');
  });

  it('2. otherwise shows the response message', () => {
    expect(errorText(new ApiError(409, { message: 'This time slot is no longer available.', errorList: [] }, 'x'))).toBe(
      'This time slot is no longer available.',
    );
  });

  it("3. otherwise shows the error's own message", () => {
    expect(errorText(new Error('Firebase: invalid credential'))).toBe('Firebase: invalid credential');
  });

  it('4. otherwise the generic text', () => {
    expect(errorText(new ApiError(500, null, ''))).toBe('Something went wrong. Please try again.');
    expect(errorText('boom')).toBe('Something went wrong. Please try again.');
    expect(errorText(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('4. is translated', async () => {
    const { messages } = await import('../../../locales/ne/messages.po');
    i18n.loadAndActivate({ locale: 'ne', messages });
    expect(errorText(null)).toBe('केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।');
  });
});
