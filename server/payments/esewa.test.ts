import { describe, expect, it } from 'vitest';
import {
  buildEsewaForm, decodeEsewaSuccess, esewaSignature, signEsewaSuccess, signedMessage, verifyEsewaForm,
} from './esewa';
import { paisaToRupeesText, rupeesToPaisa } from './money';
import { esewaVerdict, khaltiVerdict } from '../modules/payments/gateway-check';
import type { PaymentRow } from '../modules/payments/repository';

// eSewa's documented test secret and product code (developer.esewa.com.np, ePay v2).
const SECRET = '8gBm/:&EnhH.1/q';

describe('eSewa signature (the examples of eSewa\'s documentation)', () => {
  it('signs the request example: total_amount=110,transaction_uuid=241028,product_code=EPAYTEST', () => {
    expect(esewaSignature('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST', SECRET)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('verifies the success-response example over signed_field_names as received', () => {
    const response = {
      transaction_code: '000AWEO', status: 'COMPLETE', total_amount: '1000.0', transaction_uuid: '250610-162413', product_code: 'EPAYTEST',
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
    };
    expect(esewaSignature(signedMessage(response.signed_field_names, response)!, SECRET)).toBe(response.signature);
    const decoded = decodeEsewaSuccess(Buffer.from(JSON.stringify(response)).toString('base64'), SECRET);
    expect(decoded).toMatchObject({ ok: true, data: { transactionCode: '000AWEO', status: 'COMPLETE', totalPaisa: 100_000, transactionUuid: '250610-162413' } });
  });

  it('refuses a tampered response (one field changed, signature kept) and a wrong secret', () => {
    const data = signEsewaSuccess({ transaction_code: '000AWEO', status: 'COMPLETE', total_amount: '1000.0', transaction_uuid: 'T-1', product_code: 'EPAYTEST' }, SECRET);
    expect(decodeEsewaSuccess(data, SECRET).ok).toBe(true);
    const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...json, total_amount: '10.0' })).toString('base64');
    expect(decodeEsewaSuccess(tampered, SECRET)).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(decodeEsewaSuccess(data, 'another-secret')).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(decodeEsewaSuccess('not base64 json', SECRET)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('refuses a valid signature that does not cover the status and amount', () => {
    const body: Record<string, string> = { transaction_code: 'X', status: 'COMPLETE', total_amount: '1', transaction_uuid: 'T', product_code: 'EPAYTEST', signed_field_names: 'transaction_uuid,signed_field_names' };
    body['signature'] = esewaSignature(signedMessage(body['signed_field_names']!, body)!, SECRET);
    expect(decodeEsewaSuccess(Buffer.from(JSON.stringify(body)).toString('base64'), SECRET)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('builds the ePay v2 form: rupee text amounts, signed over total_amount, transaction_uuid, product_code', () => {
    const form = buildEsewaForm({ productCode: 'EPAYTEST', secret: SECRET }, {
      amountPaisa: 10_000, serviceChargePaisa: 1_000, totalPaisa: 11_000, transactionUuid: '241028', successUrl: 'https://a/s', failureUrl: 'https://a/f',
    });
    expect(form).toMatchObject({
      amount: '100', tax_amount: '0', total_amount: '110', product_service_charge: '10', product_delivery_charge: '0',
      signed_field_names: 'total_amount,transaction_uuid,product_code', signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    });
    expect(verifyEsewaForm(form, SECRET)).toBe(true);
    expect(verifyEsewaForm({ ...form, total_amount: '1' }, SECRET)).toBe(false);
  });
});

describe('money', () => {
  it('converts paisa to eSewa rupee text and back without floating point', () => {
    expect([51_000, 51_050, 51_005, 0, 1].map(paisaToRupeesText)).toEqual(['510', '510.5', '510.05', '0', '0.01']);
    expect(['1000.0', '110', '510.50', '510.5', '0.01', 510.5, '1,000', '10.005', 'abc', '-1'].map(rupeesToPaisa))
      .toEqual([100_000, 11_000, 51_050, 51_050, 1, 51_050, 100_000, undefined, undefined, undefined]);
  });
});

describe('gateway verdicts', () => {
  const p = { totalPaisa: 51_000, createdAt: new Date() } as PaymentRow;
  const old = { totalPaisa: 51_000, createdAt: new Date(Date.now() - 600_000) } as PaymentRow;
  it('eSewa: only COMPLETE with our amount is paid; NOT_FOUND closes only after the timeout', () => {
    expect(esewaVerdict(p, { status: 'COMPLETE', refId: 'R', totalPaisa: 51_000, raw: {} }, 300_000)).toMatchObject({ kind: 'paid', transactionId: 'R' });
    expect(esewaVerdict(p, { status: 'COMPLETE', refId: 'R', totalPaisa: 50_000, raw: {} }, 300_000).kind).toBe('amount_mismatch');
    expect(esewaVerdict(p, { status: 'PENDING', refId: null, totalPaisa: 51_000, raw: {} }, 300_000)).toMatchObject({ kind: 'open' });
    expect(esewaVerdict(p, { status: 'NOT_FOUND', refId: null, totalPaisa: undefined, raw: {} }, 300_000)).toMatchObject({ kind: 'open' });
    expect(esewaVerdict(old, { status: 'NOT_FOUND', refId: null, totalPaisa: undefined, raw: {} }, 300_000)).toMatchObject({ kind: 'not_paid', status: 'canceled' });
    expect(esewaVerdict(p, { status: 'CANCELED', refId: null, totalPaisa: 51_000, raw: {} }, 300_000)).toMatchObject({ kind: 'not_paid' });
  });
  it('Khalti: only Completed with our amount is paid', () => {
    const l = (status: string, total = 51_000) => khaltiVerdict(p, { status, totalPaisa: total, transactionId: 'T', raw: {} }, 300_000);
    expect(l('Completed')).toMatchObject({ kind: 'paid', transactionId: 'T' });
    expect(l('Completed', 1_000).kind).toBe('amount_mismatch');
    expect(['Pending', 'Initiated'].map((s) => l(s).kind)).toEqual(['open', 'open']);
    expect(['User canceled', 'Expired', 'Refunded'].map((s) => l(s).kind)).toEqual(['not_paid', 'not_paid', 'not_paid']);
  });
});
