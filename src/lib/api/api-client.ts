// One way to call the API (spec 7): the standard headers, credentials, the `data` envelope
// checked against the shared valibot contract, and errors as ApiError (spec 8).
import * as v from 'valibot';
import { t } from '@lingui/core/macro';
import { ApiErrorSchema, type ApiErrorBody } from '@contracts/envelope';
import { fillPath, type Endpoint, type ParamName, type PathParams } from '@contracts/endpoints/endpoint';
import { getIdToken } from '../auth/auth';
import { getConfig } from '../settings/config';
import { patientTimeZone } from '../i18n/time-zone';
import { currentLocale } from '../i18n/i18n';

export type ApiErrorKind = 'http' | 'contract' | 'network';

/**
 * A failed API call. `body` is the server's `{ message, errorList? }` when it sent one; `headers` are
 * the error answer's (an HTTP error only): `Retry-After` tells the outbox when to send again.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message: string,
    readonly kind: ApiErrorKind = 'http',
    readonly headers: Headers | null = null,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<S extends v.GenericSchema | undefined = undefined> {
  query?: Record<string, QueryValue>;
  /** A JSON value, or FormData for uploads. */
  body?: unknown;
  /** The response contract. Without one the parsed JSON is returned unchecked (`unknown`). */
  schema?: S;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The bearer token to send instead of the patient's (the clinic console's staff session). */
  token?: () => Promise<string | null>;
}

type Result<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

/** The options of a call: `params` (the path's `{…}` values) when the endpoint's path has any. */
type OptionsFor<E extends Endpoint, S extends v.GenericSchema | undefined> = ParamName<E> extends never
  ? [options?: ApiRequestOptions<S>]
  : [options: ApiRequestOptions<S> & { params: PathParams<E> }];

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls an endpoint of contracts/endpoints: `apiRequest(favouriteAdd, { params: { id }, schema })`
 * sends POST /api/v1/patient/favourite-doctor/create/<id> (the method is the endpoint's).
 */
export async function apiRequest<E extends Endpoint, S extends v.GenericSchema | undefined = undefined>(
  endpoint: E,
  ...[options]: OptionsFor<E, S>
): Promise<Result<S>> {
  const { query, body, schema, idempotencyKey, signal, params, token: tokenOf } = (options ?? {}) as ApiRequestOptions<S> & { params?: Record<string, string | number> };
  const [method] = endpoint.split(' ');
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'x-timezone': patientTimeZone(),
    'x-api-key': getConfig().apiKey,
  });
  const token = await (tokenOf ?? getIdToken)();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(buildUrl(fillPath(endpoint, params), query), { method, headers, body: payload, credentials: 'include', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, null, t`You seem to be offline. Check your connection and try again.`, 'network');
  }

  const json = await readJson(res);
  if (!res.ok) {
    const parsed = v.safeParse(ApiErrorSchema, json);
    const errorBody = parsed.success ? parsed.output : null;
    throw new ApiError(res.status, errorBody, errorBody?.message ?? '', 'http', res.headers);
  }
  if (!schema) return json as Result<S>;
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw new ApiError(res.status, null, t`The server sent an unexpected response. Please try again.`, 'contract');
  }
  return parsed.output as Result<S>;
}

/**
 * The error text rule (spec 8):
 * 1. the response's errorList → its first entry as 'field: message';
 * 2. otherwise the response's message;
 * 3. otherwise the error's own message;
 * 4. otherwise 'Something went wrong. Please try again.'
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.body) {
    const first = err.body.errorList?.[0];
    if (first) return `${first.field}: ${first.message}`;
    if (err.body.message) return err.body.message;
  }
  if (err instanceof Error && err.message) return err.message;
  return t`Something went wrong. Please try again.`;
}

/** A 404 from the API (for 'Not found' states). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}
