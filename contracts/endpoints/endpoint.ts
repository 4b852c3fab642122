// An endpoint of the API, defined once: its method and full path as the spec and the OpenAPI
// document write them, `'POST /api/v1/patient/favourite-doctor/create/{id}'`. The files beside this
// one hold every endpoint, one exported constant each, by area. The server registers its route and
// OpenAPI entry from the constant (server/lib/endpoint.ts); the app calls it through the same
// constant (apiRequest in src/lib/api/api-client.ts, or pathOf for a URL). A constant is a plain string,
// so the app's bundle carries the path and nothing else (no schema, no summary).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'<METHOD> /api/<path>'`, path parameters in braces: `'GET /api/v1/upn/get-doctor-details/{id}'`. */
export type Endpoint = `${Method} /api/${string}`;

/** The names of an endpoint's path parameters: `ParamName<'GET /a/{id}/b/{n}'>` = `'id' | 'n'`. */
export type ParamName<E extends string> = E extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamName<Rest> : never;

/** The values of an endpoint's path parameters (encoded when the path is built). */
export type PathParams<E extends string> = { [K in ParamName<E>]: string | number };

/** The method of an endpoint: `'POST'`. */
export const methodOf = (endpoint: Endpoint): Method => endpoint.split(' ')[0] as Method;

/** The URL path of an endpoint with its `{name}` parameters filled in, each URI-encoded (pathOf checks the names). */
export const fillPath = (endpoint: Endpoint, params?: Record<string, string | number>): string =>
  (endpoint.split(' ')[1] as string).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] as string));

/**
 * The URL path of an endpoint with its parameters filled in, each URI-encoded:
 * `pathOf(favouriteAdd, { id })` → `'/api/v1/patient/favourite-doctor/create/<id>'`.
 */
export const pathOf = fillPath as <E extends Endpoint>(endpoint: E, ...params: ParamName<E> extends never ? [] : [PathParams<E>]) => string;
