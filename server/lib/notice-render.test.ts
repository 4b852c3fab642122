import { describe, expect, it } from 'vitest';
import { isNoticeKind, NOTICE_KINDS, renderNotice, renderStored, type NoticeParams } from './notice-render';
import { smsSegments } from '../mail/sms';
import { noticeCategory } from '../modules/deliveries/channels';

const doctor = { id: 'd1', firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' };
// 2083-08-08 BS = 24 Nov 2026 (FACTS.md); 08:30 UTC is 2:15 pm in Kathmandu.
const at = '2026-11-24T08:30:00.000Z';

describe('renderNotice', () => {
  it('writes an appointment in English with the BS date beside the AD one', () => {
    const n = renderNotice('appointment_booked', { doctor, at }, 'en', 'Asia/Kathmandu');
    expect(n.title).toBe('Booking received');
    expect(n.message).toBe('Your appointment with Dr. Sita Shrestha on Tue 24 Nov, 2:15 pm · 8 Mangsir 2083 is waiting for the doctor’s confirmation.');
    expect(n.summary).toBe('Dr. Sita Shrestha · Tue 24 Nov, 2:15 pm · 8 Mangsir 2083');
  });

  it('writes it in Nepali: BS first in Devanagari digits, the doctor in Devanagari', () => {
    const n = renderNotice('appointment_booked', { doctor, at }, 'ne', 'Asia/Kathmandu');
    expect(n.title).toBe('बुकिङ प्राप्त भयो');
    expect(n.message).toBe('डा. सीता श्रेष्ठसँग ८ मंसिर २०८३, २:१५ अपराह्न (मङ्गल २४ नोभेम्बर) को तपाईंको अपोइन्टमेन्ट डाक्टरको पुष्टिको पर्खाइमा छ।');
  });

  it('uses the zone it is given (the day can change with it)', () => {
    const late = '2026-11-24T20:00:00.000Z';
    expect(renderNotice('appointment_confirmed', { doctor, at: late }, 'en', 'Asia/Kathmandu').message).toContain('Wed 25 Nov, 1:45 am · 9 Mangsir 2083');
    expect(renderNotice('appointment_confirmed', { doctor, at: late }, 'en', 'America/New_York').message).toContain('Tue 24 Nov, 3:00 pm · 8 Mangsir 2083');
  });

  it('falls back to the Latin name in Nepali when the directory has no Devanagari one', () => {
    const plain = { id: 'd2', firstName: 'Ram', lastName: 'Thapa' };
    expect(renderNotice('appointment_completed', { doctor: plain, at }, 'ne', 'Asia/Kathmandu').message).toContain('डा. Ram Thapa');
  });

  it('writes amounts in Devanagari digits and wallets by their Nepali names', () => {
    const params: NoticeParams = { doctor, gateway: 'esewa', amountPaisa: 151_000, invoice: 'INV-2026-000123' };
    const en = renderNotice('payment_completed', params, 'en', 'Asia/Kathmandu');
    expect(en.message).toBe('We received your eSewa payment of Rs. 1,510 for your appointment with Dr. Sita Shrestha. Invoice INV-2026-000123 is in Payments.');
    expect(en.summary).toBe('eSewa payment of Rs. 1,510 for Dr. Sita Shrestha');
    const ne = renderNotice('payment_completed', params, 'ne', 'Asia/Kathmandu');
    expect(ne.message).toBe('डा. सीता श्रेष्ठ सँगको अपोइन्टमेन्टका लागि तपाईंले इसेवा बाट गरेको रु. १,५१० भुक्तानी प्राप्त भयो। बिल INV-2026-000123 भुक्तानी खण्डमा छ।');
    expect(renderNotice('refund_completed', { gateway: 'khalti', amountPaisa: 12_345_650 }, 'ne', 'UTC').message)
      .toBe('रु. १,२३,४५६.५० तपाईंको खल्ती खातामा फिर्ता गरिएको छ।');
    expect(renderNotice('refund_completed', { gateway: 'khalti', amountPaisa: 12_345_650 }, 'en', 'UTC').message)
      .toBe('Rs. 1,23,456.50 has been refunded to your Khalti account.');
  });

  it('quotes reasons and file names as written', () => {
    expect(renderNotice('appointment_canceled_by_doctor', { doctor, at, reason: 'Doctor on leave' }, 'ne', 'Asia/Kathmandu').message)
      .toMatch(/कारण: Doctor on leave$/);
    expect(renderNotice('refund_rejected', { doctor, gateway: 'cash', amountPaisa: 50_000, reason: 'Visit took place' }, 'en', 'UTC').message)
      .toBe('Your request to refund Rs. 500 for Dr. Sita Shrestha was declined: Visit took place');
    expect(renderNotice('lab_report_uploaded', { fileName: 'cbc {when}.pdf' }, 'ne', 'UTC')).toEqual({
      title: 'तपाईंको ल्याब रिपोर्ट अपलोड भयो।', message: 'cbc {when}.pdf', summary: 'cbc {when}.pdf',
    });
  });

  it('every kind renders in both languages without a placeholder left', () => {
    const all: NoticeParams = { doctor, at, gateway: 'khalti', amountPaisa: 50_000, invoice: 'INV-1', reason: 'r', fileName: 'f.pdf', name: 'Maya',
      text: { en: { title: 'News', message: 'Open.' }, ne: { title: 'समाचार', message: 'खुला।' } } };
    for (const kind of NOTICE_KINDS) {
      for (const locale of ['en', 'ne'] as const) {
        const n = renderNotice(kind, all, locale, 'Asia/Kathmandu');
        for (const text of [n.title, n.message, n.summary]) expect(text, `${kind} ${locale}`).not.toMatch(/\{\w+\}|^$/);
        if (locale === 'ne') expect(n.title).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});

describe('the clinic\'s records, a failed payment and a doctor\'s message (issue 16)', () => {
  it('are written in both languages, naming no medicine, test or message, short enough for SMS', () => {
    const failed: NoticeParams = { doctor, gateway: 'esewa', amountPaisa: 151_000 };
    expect(renderNotice('payment_failed', failed, 'en', 'UTC')).toMatchObject({
      title: 'Payment not completed',
      message: 'Your eSewa payment of Rs. 1,510 for Dr. Sita Shrestha did not go through. The appointment is still unpaid: you can pay again from it.',
    });
    expect(renderNotice('payment_failed', failed, 'ne', 'UTC')).toMatchObject({
      title: 'भुक्तानी पूरा भएन',
      message: 'डा. सीता श्रेष्ठ का लागि इसेवा बाट गरिएको रु. १,५१० भुक्तानी पूरा भएन। अपोइन्टमेन्टबाट फेरि तिर्न सक्नुहुन्छ।',
    });
    expect(renderNotice('prescription_issued', { doctor }, 'ne', 'UTC')).toEqual({
      title: 'नयाँ प्रेस्क्रिप्सन', message: 'डा. सीता श्रेष्ठ ले तपाईंलाई नयाँ प्रेस्क्रिप्सन लेख्नुभयो। प्रेस्क्रिप्सनहरूमा हेर्नुहोस्।', summary: 'डा. सीता श्रेष्ठ बाट',
    });
    expect(renderNotice('lab_result_ready', { doctor }, 'en', 'UTC').message).toBe('The result of a lab test ordered by Dr. Sita Shrestha is ready. See it in Lab tests.');
    expect(renderNotice('chat_reply', { doctor }, 'ne', 'UTC')).toMatchObject({ title: 'नयाँ सन्देश', message: 'डा. सीता श्रेष्ठ ले तपाईंलाई सन्देश पठाउनुभयो। सन्देशहरूमा पढ्नुहोस्।' });
    // A long name and a lakh amount still fit in 2 SMS parts (Nepali: UCS-2, 67 characters a part).
    const long = { id: 'd3', firstName: 'Bishnu Prasad', lastName: 'Bhattarai', firstNameNe: 'विष्णुप्रसाद', lastNameNe: 'भट्टराई' };
    for (const kind of ['payment_failed', 'prescription_issued', 'lab_result_ready', 'chat_reply'] as const) {
      for (const locale of ['en', 'ne'] as const) {
        const sms = renderNotice(kind, { doctor: long, gateway: 'khalti', amountPaisa: 12_345_600 }, locale, 'UTC', { brief: true }).message;
        expect(smsSegments(sms).segments, `${kind} ${locale}: ${sms}`).toBeLessThanOrEqual(locale === 'en' ? 1 : 2);
      }
    }
  });

  it('the clinic\'s news is important (SMS by default), a failed payment informational like the other payments', () => {
    expect(['prescription_issued', 'lab_result_ready', 'chat_reply'].map((k) => noticeCategory(k as 'chat_reply'))).toEqual(Array(3).fill('important_whatsapp'));
    expect(noticeCategory('payment_failed')).toBe(noticeCategory('payment_completed'));
    expect(noticeCategory('payment_failed')).toBe('informational');
  });
});

describe('renderStored', () => {
  it('renders a row with a known kind, and leaves older rows (or unknown kinds) as stored', () => {
    expect(renderStored({ template: 'review_posted', params: { doctor } }, 'ne', 'UTC')).toMatchObject({ title: 'समीक्षा पोस्ट गरियो', summary: 'डा. सीता श्रेष्ठका लागि' });
    expect(renderStored({ template: null, params: null }, 'ne', 'UTC')).toBeNull();
    expect(renderStored({ template: 'from_a_newer_server', params: {} }, 'ne', 'UTC')).toBeNull();
    expect(isNoticeKind('toString')).toBe(false);
  });
});
