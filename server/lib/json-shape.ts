// A hostile JSON body (nested 100,000 levels deep, or an object with a million keys) is refused from
// its raw text, before JSON.parse and before any code that walks the parsed value recursively (the
// unstorable-text check, valibot, JSON.stringify): those overflow the stack (a 500) or take long.
// The scan is one loop over the characters with no recursion, and its memory does not grow with
// the body's depth.
import { HttpError } from './http-error';
import { M, SERVER_MESSAGES } from '../../contracts/messages';

/** Deeper than this is refused: the contracts' bodies are at most a few levels deep. */
export const MAX_JSON_DEPTH = 32;
/** More members than this in one object or array is refused (no contract has a list near it). */
export const MAX_JSON_MEMBERS = 1_000;

/** The media types Hono's JSON validator parses (and so the ones to check). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0]!.trim());
}

/**
 * The field of a JSON text that is nested deeper than `maxDepth` or has a container with more than
 * `maxMembers` members: the top-level key it is under, or `body` for the body itself; undefined
 * when the shape is fine. Text that is not JSON is left to JSON.parse (it answers 400 itself).
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxMembers = MAX_JSON_MEMBERS): string | undefined {
  let depth = 0;
  let rootIsObject = false;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastKey: string | undefined;
  let field: string | undefined;
  // Members of each open container (at most maxDepth of them: deeper is refused before it grows).
  const members: number[] = [];
  const where = () => (rootIsObject && depth > 1 && field !== undefined ? field : 'body');
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === 0x5c /* \ */) escaped = true;
      else if (ch === 0x22 /* " */) {
        inString = false;
        if (depth === 1 && rootIsObject) lastKey = text.slice(stringStart, i + 1);
      }
      continue;
    }
    switch (ch) {
      case 0x22: // "
        inString = true;
        stringStart = i;
        break;
      case 0x7b: // {
      case 0x5b: // [
        if (depth === 0) rootIsObject = ch === 0x7b;
        depth += 1;
        if (depth > maxDepth) return where();
        members.push(0);
        break;
      case 0x7d: // }
      case 0x5d: // ]
        if (depth > 0) { depth -= 1; members.pop(); }
        break;
      case 0x2c: // ,
        if (depth > 0) {
          const n = (members[depth - 1] ?? 0) + 1;
          members[depth - 1] = n;
          if (n >= maxMembers) return where();
        }
        break;
      case 0x3a: // :
        if (depth === 1 && rootIsObject) field = keyName(lastKey);
        break;
      default:
        break;
    }
  }
  return undefined;
}

/** A key as the client wrote it (JSON string syntax), decoded; shown in a field error. */
function keyName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const key = JSON.parse(raw) as unknown;
    return typeof key === 'string' ? key.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}

/** The 400 for a body or field nested too deeply or with too many members. */
export const tooDeep = (field: string) => new HttpError(400, M.validationFailed, [{ field, message: SERVER_MESSAGES.tooDeep }]);
