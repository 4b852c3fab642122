// Money rules shared by the app and the server, without schemas (a doctor card on the first screen uses them).

/**
 * The doctor's discount on a fee, in whole rupees (spec 9: shown as a 'Rs.' amount with percent off):
 * Rs. 1,250 at 15 % → Rs. 188 off (rounded half up).
 */
export function discountPaisa(feePaisa: number, percent: number): number {
  if (feePaisa <= 0 || percent <= 0) return 0;
  return Math.min(feePaisa, Math.round((feePaisa * percent) / 100 / 100) * 100);
}
