// What a prescription's QR code holds: a link to the app's verify page with the signed code in the
// fragment, so a phone's camera opens the check (which then runs offline, and the fragment never
// reaches a server). The server's PDF writes it; the verify page reads it (it also takes the code
// pasted alone).

export function prescriptionQrLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/$/, '')}/verify-prescription#code=${encodeURIComponent(code)}`;
}

/** The code in the address (`#code=SWRX1…`), when a QR scanner opened the page. */
export function codeFromHash(hash: string): string {
  const m = /(?:^#|&)code=([^&]+)/.exec(hash);
  return m?.[1] ? decodeURIComponent(m[1]) : '';
}
