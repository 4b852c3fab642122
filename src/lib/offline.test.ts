// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUser } from './offline';

afterEach(() => vi.unstubAllGlobals());

describe('announceUser', () => {
  it('tells the controlling service worker and those installed, waiting or still installing', async () => {
    const worker = () => ({ postMessage: vi.fn() });
    const controller = worker();
    const reg = { active: controller, waiting: worker(), installing: worker() };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller, getRegistration: () => Promise.resolve(reg) },
    });
    announceUser('u1');
    await vi.waitFor(() => expect(reg.installing.postMessage).toHaveBeenCalledWith({ type: 'SET_USER', uid: 'u1' }));
    expect(reg.waiting.postMessage).toHaveBeenCalledWith({ type: 'SET_USER', uid: 'u1' });
    expect(controller.postMessage).toHaveBeenCalledTimes(1);
  });
});
