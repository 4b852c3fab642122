// What a pharmacist's phone camera gets from a prescription's QR code: a link that opens the verify
// page with the signed code, which the page reads from the fragment (never sent to a server).
import { describe, expect, it } from 'vitest';
import { codeFromHash, prescriptionQrLink } from '../../../contracts/prescription-link';

describe('prescription QR link', () => {
  it('opens /verify-prescription with the code in the fragment, which the page reads back unchanged', () => {
    const code = 'SWRX1.eyJrIjoiYWJjIn0.c2lnbmF0dXJl-_';
    const link = prescriptionQrLink('https://swasthya.example/', code);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://swasthya.example/verify-prescription');
    expect(url.search).toBe('');
    expect(codeFromHash(url.hash)).toBe(code);
  });
});
