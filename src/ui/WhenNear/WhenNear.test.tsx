// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { WhenNear } from './WhenNear';

/** A stand-in IntersectionObserver that the test moves: `near(true)` tells the watched place it is near. */
function fakeObserver() {
  const watching: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = [];
  class Fake {
    entry: (typeof watching)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [], disconnected: false };
      watching.push(this.entry);
    }
    observe(target: Element) { this.entry.targets.push(target); }
    disconnect() { this.entry.disconnected = true; }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const near = (isIntersecting: boolean) => {
    for (const w of watching.filter((x) => !x.disconnected)) {
      w.callback(w.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  };
  return { watching, near };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNear', () => {
  it('keeps an empty space until its place comes near the viewport, then renders the content', async () => {
    const io = fakeObserver();
    const view = renderWithI18n(<WhenNear height="400px"><p>the posts</p></WhenNear>);
    const space = view.getByTestId('when-near');
    expect(space.style.minHeight).toBe('400px');
    expect(space.textContent).toBe('');
    expect(view.queryByText('the posts')).toBeNull();
    expect(io.watching[0]!.options?.rootMargin).toBe('0px 0px 50% 0px');
    expect(io.watching[0]!.targets[0]).toBe(space);

    await act(async () => io.near(false));
    expect(view.queryByText('the posts')).toBeNull();

    await act(async () => io.near(true));
    expect(view.getByText('the posts')).toBeTruthy();
    expect(view.queryByTestId('when-near')).toBeNull();
    expect(io.watching.every((w) => w.disconnected)).toBe(true);
  });

  it('renders the content at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const view = renderWithI18n(<WhenNear height="400px"><p>the posts</p></WhenNear>);
    expect(view.getByText('the posts')).toBeTruthy();
    expect(view.queryByTestId('when-near')).toBeNull();
  });
});
