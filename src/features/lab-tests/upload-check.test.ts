import { describe, expect, it } from 'vitest';
import { LAB_REPORT_MAX_BYTES } from '@contracts/lab-tests';
import { sniffType, uploadProblem } from './upload-check';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00];

function file(bytes: number[] | Uint8Array, name: string, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('lab report upload checks', () => {
  it('tells PDF, JPEG and PNG by content', () => {
    expect(sniffType(new Uint8Array(PDF))).toBe('application/pdf');
    expect(sniffType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffType(new Uint8Array(JPG))).toBe('image/jpeg');
    expect(sniffType(new Uint8Array(EXE))).toBeNull();
  });

  it('accepts a real PDF, PNG and JPG', async () => {
    expect(await uploadProblem(file(PDF, 'report.pdf', 'application/pdf'))).toBeNull();
    expect(await uploadProblem(file(PNG, 'scan.PNG', 'image/png'))).toBeNull();
    expect(await uploadProblem(file(JPG, 'photo.jpeg', 'image/jpeg'))).toBeNull();
  });

  it('refuses an .exe renamed .png, and other extensions', async () => {
    expect(await uploadProblem(file(EXE, 'virus.png', 'image/png'))).toBe('bad-type');
    expect(await uploadProblem(file(PDF, 'report.docx'))).toBe('bad-type');
  });

  it('refuses a missing, an empty and a 5 MB file', async () => {
    expect(await uploadProblem(null)).toBe('missing');
    expect(await uploadProblem(file([], 'empty.pdf'))).toBe('empty');
    const big = new Uint8Array(LAB_REPORT_MAX_BYTES);
    big.set(PDF);
    expect(await uploadProblem(file(big, 'big.pdf', 'application/pdf'))).toBe('too-large');
    expect(await uploadProblem(file(big.subarray(0, LAB_REPORT_MAX_BYTES - 1), 'ok.pdf', 'application/pdf'))).toBeNull();
  });
});
