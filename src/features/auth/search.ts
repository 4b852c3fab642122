// Search params of the account pages. The router parses values as JSON, so anything that is not
// a string is dropped; `redirect` is checked again (same-origin path only) where it is used.
import type { ActionSearch } from './components/ActionPage';

export type RedirectSearch = { redirect?: string };

function text(value: unknown, max: number): string | undefined {
  const str = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof str === 'string' && str.length > 0 && str.length <= max ? str : undefined;
}

export function parseRedirectSearch(raw: Record<string, unknown>): RedirectSearch {
  const redirect = text(raw['redirect'], 2048);
  return redirect ? { redirect } : {};
}

export function parseActionSearch(raw: Record<string, unknown>): ActionSearch {
  const search: ActionSearch = {};
  const mode = text(raw['mode'], 32);
  const oobCode = text(raw['oobCode'], 512);
  if (mode) search.mode = mode;
  if (oobCode) search.oobCode = oobCode;
  return search;
}
