import { describe, expect, it } from 'vitest';
import { offlineDataTime } from './data-time';

describe('offline data time', () => {
  it('is the newest answer among the queries', () => {
    expect(offlineDataTime([100, 300, 200], null)).toBe(300);
  });

  it('is never later than the last answer that came while online (a cached answer is not fresh)', () => {
    expect(offlineDataTime([100, 900], 500)).toBe(500);
    expect(offlineDataTime([100, 300], 500)).toBe(300);
  });

  it('is null without data', () => {
    expect(offlineDataTime([], 500)).toBeNull();
    expect(offlineDataTime([0], 500)).toBeNull();
  });
});
