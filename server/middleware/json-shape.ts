import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { isJsonContentType, jsonShapeProblem, tooDeep } from '../lib/json-shape';

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH, or with a container of more than
 * MAX_JSON_MEMBERS members, from its raw text (server/lib/json-shape.ts), before anything parses
 * or walks it. Mounted after the body-size limit; upload routes check their JSON themselves.
 */
export const jsonShape = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.raw.body && isJsonContentType(c.req.header('content-type'))) {
      // A clone: the request's own body stays unread for the validator and the idempotency hash.
      const field = jsonShapeProblem(await c.req.raw.clone().text());
      if (field !== undefined) throw tooDeep(field);
    }
    await next();
  });
