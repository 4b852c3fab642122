// Paisa (our integer unit) ↔ the gateways' amount formats. No floating point on the way in.

/** 51000 → "510", 51050 → "510.5", 51005 → "510.05": rupees as eSewa takes them (text, no trailing zeros). */
export function paisaToRupeesText(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new Error(`invalid paisa amount: ${paisa}`);
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  if (rest === 0) return String(rupees);
  return `${rupees}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** "1000.0", "110", "510.50", 510.5 → paisa; undefined for anything that is not a plain amount. */
export function rupeesToPaisa(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : typeof value === 'string' ? value.trim().replace(/,/g, '') : '';
  const m = /^(\d{1,12})(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!m) return undefined;
  // More than two decimals must be zeros ("1000.000" is fine, "10.005" is not an amount).
  const extra = text.split('.')[1]?.slice(2) ?? '';
  if (/[1-9]/.test(extra)) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
