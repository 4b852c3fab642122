// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUser, onApiUpdated } from './offline';

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

describe('onApiUpdated', () => {
  it('hears the service worker\'s API_UPDATED with its URL, ignores other messages, and stops when asked', () => {
    const target = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { addEventListener: target.addEventListener.bind(target), removeEventListener: target.removeEventListener.bind(target) },
    });
    const heard: string[] = [];
    const stop = onApiUpdated((url) => heard.push(url));
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'API_UPDATED', url: '/api/v1/payment/invoices' } }));
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE', url: '/x' } }));
    target.dispatchEvent(new MessageEvent('message', { data: null }));
    stop();
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'API_UPDATED', url: '/later' } }));
    expect(heard).toEqual(['/api/v1/payment/invoices']);
  });
});
