import { describe, expect, it } from 'vitest';
import { countVisit, isInstallDismissed } from './install-event';
import { isIosSafari } from './install';
import { dismissInstall } from './install-actions';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('install prompt', () => {
  it('gives iOS instructions only on iOS Safari', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });

  it('remembers a dismissal', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(isInstallDismissed(storage)).toBe(false);
    dismissInstall(storage);
    expect(isInstallDismissed(storage)).toBe(true);
  });

  it('waits for a return visit: reloads in one session are one visit', () => {
    const store = () => {
      const map = new Map<string, string>();
      return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    };
    const local = store();
    const firstSession = store();
    expect(countVisit({ local, session: firstSession })).toBe(false);
    expect(countVisit({ local, session: firstSession })).toBe(false); // a reload
    expect(countVisit({ local, session: store() })).toBe(true); // another day
  });
});
