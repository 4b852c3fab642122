import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HttpError } from './http-error';
import { issuesToErrorList, type FieldError } from '../../contracts/common';
import { M, SERVER_MESSAGES } from '../../contracts/messages';
import { MAX_JSON_DEPTH } from './json-shape';

type Target = 'json' | 'query' | 'param';

/**
 * Text PostgreSQL cannot store: the NUL character (a text column refuses it, 22021) and UTF-16
 * surrogates without their pair (not valid UTF-8). Anything else in Unicode is fine.
 */
// oxlint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Field errors for every string in `value` (keys included) that PostgreSQL could not store.
 * Recursive, so bounded: JSON bodies are refused deeper than MAX_JSON_DEPTH before they are parsed
 * (middleware/json-shape.ts); anything deeper that reaches here is refused the same way.
 */
export function unstorableText(value: unknown, path = '', depth = 0): FieldError[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (depth > MAX_JSON_DEPTH) return [{ field: path.split('.')[0] || 'body', message: SERVER_MESSAGES.tooDeep }];
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [{ field: path || 'body', message: SERVER_MESSAGES.unsupportedCharacters }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableText(item, at(String(i)), depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      UNSTORABLE.test(key) ? [{ field: path || 'body', message: SERVER_MESSAGES.unsupportedCharacters }] : unstorableText(item, at(key), depth + 1));
  }
  return [];
}

const OBJECT_SCHEMAS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/**
 * Request validation from the shared contracts: 400 with one errorList entry per bad field.
 * Use: `validate('json', RegisterPatientSchema)` then `c.req.valid('json')`.
 * Before the schema: text PostgreSQL cannot store is refused (it would fail in the database as a
 * 500), and an array is never taken for an object (valibot's object schemas accept arrays).
 */
export const validate = <T extends Target, S extends v.GenericSchema>(target: T, schema: S) =>
  validator(target, (value): v.InferOutput<S> => {
    const unstorable = unstorableText(value);
    if (unstorable.length > 0) throw new HttpError(400, M.validationFailed, unstorable);
    if (Array.isArray(value) && OBJECT_SCHEMAS.has((schema as { type?: string }).type ?? '')) {
      throw new HttpError(400, M.validationFailed, [{ field: 'body', message: M.invalidValue }]);
    }
    const result = v.safeParse(schema, value);
    if (!result.success) throw new HttpError(400, M.validationFailed, issuesToErrorList(result.issues));
    return result.output;
  });
