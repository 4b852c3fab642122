// Registers an endpoint of contracts/endpoints on a module's router: the Hono route (method and
// path from the one definition) and its OpenAPI entry, from one description given once. What the
// description says is also what runs: `auth` adds the auth middleware, `idempotent` the
// Idempotency-Key handling, `param`/`query`/`body` the validation of the shared valibot contracts.
//
//   const route = routesAt(app, '/api/v1/patient');        // where app.ts mounts this router
//   route(favouriteAdd, { summary: '…', tag: 'Favourites', auth: 'patient', idempotent: true,
//     param: IdParam, response: FavouriteChangeResponseSchema, status: 201 }, async (c) => …);
//
// Middleware order: auth, `use` (rate limits…), idempotency, validation (param, query, body), then
// the handlers given (e.g. a response cache, which keys on the validated query) and the handler.
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../context';
import type { Endpoint, Method } from '../../contracts/endpoints/endpoint';
import { requireDoctor, requirePatient } from '../middleware/auth';
import { idempotency } from '../middleware/idempotency';
import { describeRoute, type RouteDoc } from './openapi';
import { validate } from './validate';

type Schema = v.GenericSchema;
type Auth = NonNullable<RouteDoc['auth']>;

export type RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> = {
  summary: string;
  tag: string;
  /**
   * Who may call (documented): 'patient' adds requirePatient(), 'doctor' requireDoctor(); 'none'
   * (the default, or the router's, see routesAt) adds nothing.
   */
  auth?: Auth;
  /** Checks the caller in place of auth's own middleware (another requirePatient option, a ticket…). */
  authBy?: MiddlewareHandler<AppEnv>;
  /** Runs after auth, before idempotency and validation: rate limits, an optional sign-in. */
  use?: MiddlewareHandler<AppEnv>[];
  /** Takes an Idempotency-Key (documented): idempotency(), with these options when given. */
  idempotent?: true | Parameters<typeof idempotency>[0];
  /** Path parameters, validated (`c.req.valid('param')`). */
  param?: P;
  /** The query string, validated and documented (`c.req.valid('query')`). */
  query?: Q;
  /** The JSON body, validated and documented (`c.req.valid('json')`). */
  body?: B;
  /** A body the handler reads itself (multipart with files, or JSON): documented, not validated here. */
  form?: Schema;
  /** The answer's contract (documented). */
  response?: Schema;
  /** The success status (documented; default 200). */
  status?: number;
};

type Valid<Target extends string, S> = S extends Schema ? { [K in Target]: v.InferOutput<S> } : Record<never, never>;
type Inputs<P, Q, B> = { in: Record<never, never>; out: Valid<'param', P> & Valid<'query', Q> & Valid<'json', B> };
export type RouteHandler<P, Q, B> = Handler<AppEnv, string, Inputs<P, Q, B>>;

/** The Hono path of an endpoint below a mount point: `{id}` → `:id`. */
export function honoPath(endpoint: Endpoint, mount = ''): string {
  const path = endpoint.slice(endpoint.indexOf(' ') + 1);
  if (!path.startsWith(`${mount}/`)) throw new Error(`${endpoint} is not below ${mount}`);
  return path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1');
}

/** Where app.ts's `/api` sub-app mounts a router whose base (contracts/endpoints/bases.ts) is `base`. */
export function belowApi(base: string): string {
  if (!base.startsWith('/api/')) throw new Error(`${base} is not an API base`);
  return base.slice('/api'.length);
}

/**
 * The registrar of a router that app.ts mounts at `mount` (a full path, e.g. '/api/v1/patient').
 * `opts.auth`: every route of this router is already behind that check (the router's own
 * `app.use('*', …)`): it is documented, and not added again.
 */
export function routesAt(app: Hono<AppEnv>, mount: string, opts: { auth?: Auth } = {}) {
  return function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
    endpoint: Endpoint,
    spec: RouteSpec<P, Q, B>,
    ...handlers: [...MiddlewareHandler<AppEnv>[], RouteHandler<P, Q, B>]
  ): void {
    const method = endpoint.slice(0, endpoint.indexOf(' ')) as Method;
    const auth = spec.auth ?? opts.auth ?? 'none';
    describeRoute({
      method: method.toLowerCase() as RouteDoc['method'],
      path: endpoint.slice(endpoint.indexOf(' ') + 1),
      summary: spec.summary,
      tag: spec.tag,
      auth,
      ...(spec.idempotent ? { idempotent: true } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ?? spec.form ? { body: spec.body ?? spec.form } : {}),
      ...(spec.response ? { response: spec.response } : {}),
      ...(spec.status ? { status: spec.status } : {}),
    });
    const chain: unknown[] = [];
    if (spec.authBy) chain.push(spec.authBy);
    else if (!spec.auth || spec.auth === opts.auth) { /* the router checks it, or nobody */ }
    else if (spec.auth === 'patient') chain.push(requirePatient());
    else if (spec.auth === 'doctor') chain.push(requireDoctor());
    chain.push(...(spec.use ?? []));
    if (spec.idempotent) chain.push(idempotency(spec.idempotent === true ? {} : spec.idempotent));
    if (spec.param) chain.push(validate('param', spec.param));
    if (spec.query) chain.push(validate('query', spec.query));
    if (spec.body) chain.push(validate('json', spec.body));
    chain.push(...handlers);
    (app.on as (method: string, path: string, ...handlers: unknown[]) => unknown)(method, honoPath(endpoint, mount), ...chain);
  };
}
