// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { followBrowserOffline } from './outbox-online';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  online = true;
  onlineManager.setOnline(true);
});

describe('the app opened with no signal', () => {
  it('is offline for TanStack Query too, so its writes pause (and go the moment the signal is back)', () => {
    online = false;
    expect(onlineManager.isOnline()).toBe(true); // Query's own start-up guess
    followBrowserOffline();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('changes nothing when the browser says it is online', () => {
    followBrowserOffline();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
