import { describe, expect, it } from 'vitest';
import { adToBs } from './bikram-sambat';
import { nearBs } from './bs-near';

describe('nearBs', () => {
  it('agrees with the converter on every day from 1 Baisakh 2082 to the end of Chaitra 2090', () => {
    let days = 0;
    for (let t = Date.UTC(2025, 3, 14); ; t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const near = nearBs(iso);
      if (!near) break;
      expect(near).toEqual(adToBs(iso));
      days += 1;
    }
    // Nine BS years, to the day.
    expect(days).toBeGreaterThan(9 * 365);
    expect(nearBs('2034-04-14')).toBeNull();
    expect(adToBs('2034-04-14')).toEqual({ year: 2091, month: 1, day: 1 });
    expect(nearBs('2025-04-13')).toBeNull();
  });
});
