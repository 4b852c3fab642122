// Server-to-gateway calls. An absolute URL goes over the network (with a timeout); a relative one
// (the development defaults, e.g. /sandbox/khalti/api/v2) is the built-in sandbox gateway and is
// answered in-process, so it works whatever port or origin the server has and with no network.
import type { AppDeps } from '../context';

export const GATEWAY_TIMEOUT_MS = 10_000;

/** The gateway could not be reached or answered nonsense: the payment stays open for reconciliation. */
export class GatewayUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnreachable';
  }
}

export type GatewayReply = { status: number; body: unknown };

export async function gatewayRequest(
  deps: AppDeps,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown },
): Promise<GatewayReply> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const request: RequestInit = { method: init.method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) };
  let res: Response;
  try {
    if (url.startsWith('/')) {
      if (!deps.env.payments.sandbox) throw new GatewayUnreachable('relative gateway URL without the sandbox');
      const { sandboxApp } = await import('./sandbox');
      res = await sandboxApp(deps).request(url, request);
    } else {
      res = await fetch(url, { ...request, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    }
  } catch (err) {
    if (err instanceof GatewayUnreachable) throw err;
    throw new GatewayUnreachable(err instanceof Error ? `${err.name}: ${err.message}` : 'request failed');
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.status >= 500) throw new GatewayUnreachable(`gateway answered ${res.status}`);
  return { status: res.status, body };
}

/** `base` + `path` with exactly one slash between them (relative bases stay relative). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
