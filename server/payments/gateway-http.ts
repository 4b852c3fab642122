// Server-to-gateway calls through the injected transport (deps.payments.transport): in production
// `fetchTransport` (the network, with a timeout); in development and tests the sandbox's
// (server/payments/sandbox.ts), which answers the development defaults' relative URLs in-process.
import type { AppDeps, GatewayTransport } from '../context';

export const GATEWAY_TIMEOUT_MS = 10_000;

/** The gateway could not be reached or answered nonsense: the payment stays open for reconciliation. */
export class GatewayUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnreachable';
  }
}

export type GatewayReply = { status: number; body: unknown };

/** The production transport: absolute URLs only, each call bounded by GATEWAY_TIMEOUT_MS. */
export const fetchTransport: GatewayTransport = (url, init) => {
  if (!/^https?:\/\//.test(url)) return Promise.reject(new GatewayUnreachable(`not a gateway URL: ${url.slice(0, 100)}`));
  return fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
};

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
    res = await deps.payments.transport(url, request);
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
