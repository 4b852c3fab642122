import { describe, expect, it } from 'vitest';
import {
  formatClockTime, formatDate, formatDateTime, formatMoney, formatNumber, formatTime, formatWeekday, parseDigits, parseNumber,
} from './format';

const KTM = { timeZone: 'Asia/Kathmandu' };

describe('money', () => {
  it('formats paisa as rupees with Rs. in English', () => {
    expect(formatMoney(150000, 'en')).toBe('Rs. 1,500');
    expect(formatMoney(0, 'en')).toBe('Rs. 0');
    expect(formatMoney(150050, 'en')).toBe('Rs. 1,500.50');
  });

  it('uses lakh grouping, as in Nepal', () => {
    expect(formatMoney(15000000, 'en')).toBe('Rs. 1,50,000');
  });

  it('uses Devanagari digits and रु. in Nepali', () => {
    expect(formatMoney(150000, 'ne')).toBe('रु. १,५००');
    expect(formatMoney(15000000, 'ne')).toBe('रु. १,५०,०००');
  });

  it('formats plain numbers per language', () => {
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(1234567, 'ne')).toBe('१२,३४,५६७');
  });
});

describe('dates and times', () => {
  // 07:30 UTC is 13:15 in Kathmandu (UTC+5:45).
  const instant = '2026-11-21T07:30:00Z';

  it('formats a date in the given zone', () => {
    expect(formatDate(instant, { locale: 'en', ...KTM })).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T20:00:00Z', { locale: 'en', ...KTM })).toBe('22 Nov 2026');
    expect(formatDate(instant, { locale: 'ne', ...KTM })).toBe('२०२६ नोभेम्बर २१');
  });

  it('uses a 12-hour clock where 12:15 stays 12:15', () => {
    expect(formatTime(instant, { locale: 'en', ...KTM })).toBe('1:15 pm');
    expect(formatTime('2026-11-21T06:30:00Z', { locale: 'en', ...KTM })).toBe('12:15 pm');
    expect(formatTime('2026-11-21T06:30:00Z', { locale: 'ne', ...KTM })).toBe('१२:१५ अपराह्न');
  });

  it('combines weekday, date and time', () => {
    expect(formatDateTime(instant, { locale: 'en', ...KTM })).toBe('Sat 21 Nov, 1:15 pm');
  });

  it('names weekdays from Sunday = 0', () => {
    expect(formatWeekday(0, 'en')).toBe('Sunday');
    expect(formatWeekday(6, 'en', 'short')).toBe('Sat');
    expect(formatWeekday(0, 'ne')).toBe('आइतबार');
  });

  it('formats wall-clock opening hours', () => {
    expect(formatClockTime('09:30', 'en')).toBe('9:30 am');
    expect(formatClockTime('12:00', 'en')).toBe('12:00 pm');
    expect(formatClockTime('17:00', 'ne')).toBe('५:०० अपराह्न');
  });
});

describe('Devanagari digits', () => {
  it('normalises digits and keeps everything else', () => {
    expect(parseDigits('१२३')).toBe('123');
    expect(parseDigits('९८४१-२३४५६७')).toBe('9841-234567');
    expect(parseDigits('Room ४B')).toBe('Room 4B');
  });

  it('parses numbers typed in either script', () => {
    expect(parseNumber('१,५००')).toBe(1500);
    expect(parseNumber('2,500.5')).toBe(2500.5);
    expect(Number('१२३')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });
});
