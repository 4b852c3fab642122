import type { FieldError } from '../../contracts/common';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the client may see: status + message (+ errorList), rendered by the error middleware. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errorList?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** PostgreSQL error code of a (possibly drizzle-wrapped) driver error. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
