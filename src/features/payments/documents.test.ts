import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@contracts/payments';
import { documentProblem } from './documents';
import { reportBody } from './api/payments';
import { discountParts } from './money';

const f = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('supporting documents', () => {
  it('are optional and take up to 3 PDF/JPG/PNG files smaller than 5 MB', () => {
    expect(documentProblem([])).toBeNull();
    expect(documentProblem([f('a.pdf', 10, 'application/pdf'), f('b.jpg', 10, 'image/jpeg'), f('c.png', 10, 'image/png')])).toBeNull();
    expect(documentProblem([f('a.pdf', 1, ''), f('b.pdf', 1, ''), f('c.pdf', 1, ''), f('d.pdf', 1, '')])).toBe('too-many');
    expect(documentProblem([f('a.exe', 10, 'application/x-msdownload')])).toBe('bad-type');
    expect(documentProblem([f('a.pdf', ATTACHMENT_MAX_BYTES, 'application/pdf')])).toBe('too-large');
  });

  it('go as multipart `attachments`, and without files the body is JSON', () => {
    expect(reportBody({ reason: 'late', paymentId: null }, [])).toEqual({ reason: 'late' });
    const form = reportBody({ reason: 'late' }, [f('a.pdf', 3, 'application/pdf')]) as FormData;
    expect(form.get('reason')).toBe('late');
    expect((form.getAll('attachments')[0] as File).name).toBe('a.pdf');
  });
});

describe('discount parts', () => {
  it('give Rs. and percent off, or nothing', () => {
    expect(discountParts(100_000, 25_000, 'en')).toEqual({ money: 'Rs. 250', percent: '25' });
    expect(discountParts(100_000, 0, 'en')).toBeNull();
  });
});
