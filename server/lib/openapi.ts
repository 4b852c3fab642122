import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ApiErrorSchema } from '../../contracts/common';

/** Each route describes itself here next to its handler; /api/docs is generated from the list. */
export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/v1/upn/get-doctor-details/{id} */
  path: string;
  summary: string;
  tag: string;
  auth?: 'patient' | 'doctor' | 'staff' | 'none';
  idempotent?: boolean;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  response?: v.GenericSchema;
  status?: number;
};

const docs: RouteDoc[] = [];
export function describeRoute(doc: RouteDoc): void {
  if (!docs.some((d) => d.method === doc.method && d.path === doc.path)) docs.push(doc);
}

function schemaOf(schema: v.GenericSchema): Record<string, unknown> {
  // Transforms and custom checks have no JSON Schema form: describe the input side only.
  return toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as Record<string, unknown>;
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const d of docs) {
    const params: unknown[] = [...d.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (d.query) {
      const q = schemaOf(d.query) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        params.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
      }
    }
    if (d.idempotent) params.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } });
    paths[d.path] ??= {};
    paths[d.path]![d.method] = {
      summary: d.summary,
      tags: [d.tag],
      ...(d.auth === 'patient' || d.auth === 'doctor' || d.auth === 'staff' ? { security: [{ apiKey: [], firebase: [] }] } : { security: [{ apiKey: [] }] }),
      parameters: params,
      ...(d.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(d.body) } } } } : {}),
      responses: {
        [String(d.status ?? 200)]: {
          description: 'OK',
          ...(d.response ? { content: { 'application/json': { schema: schemaOf(d.response) } } } : {}),
        },
        default: { description: 'Error', content: { 'application/json': { schema: schemaOf(ApiErrorSchema) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Swasthya API', version: '1.0.0', description: 'Patient, directory, payment and diagnostic APIs. Responses wrap content in `data`.' },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
    },
    paths,
  };
}
