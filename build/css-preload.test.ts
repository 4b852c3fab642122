// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain JavaScript: the build loads it as Vite's helper module
import { __vitePreload } from './css-preload-helper.js';

type Preload = <T>(load: () => Promise<T>, deps?: string[]) => Promise<T>;
const preload = __vitePreload as Preload;
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
const settle = (href: string, type: 'load' | 'error') => {
  const link = links().find((l) => l.getAttribute('href')!.endsWith(href))!;
  link.dispatchEvent(new Event(type));
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the lazily loaded chunks’ stylesheet helper', () => {
  it('runs a chunk whose stylesheet index.html already links at once, adding nothing', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/home-1.css">';
    const load = vi.fn(async () => 'page');
    await expect(preload(load, ['assets/home-1.css'])).resolves.toBe('page');
    expect(links()).toHaveLength(1);
  });

  it('links a new stylesheet once and runs the chunk only when it has loaded', async () => {
    const load = vi.fn(async () => 'page');
    const first = preload(load, ['assets/family-2.css']);
    const second = preload(load, ['assets/family-2.css']);
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/assets/family-2.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle('family-2.css', 'load');
    await expect(Promise.all([first, second])).resolves.toEqual(['page', 'page']);
    // Later imports find it linked.
    await preload(load, ['assets/family-2.css']);
    expect(links()).toHaveLength(1);
  });

  it('fails the import when a stylesheet fails, leaves no link, and asks again next time', async () => {
    const load = vi.fn(async () => 'page');
    const failed = preload(load, ['assets/lab-3.css']);
    settle('lab-3.css', 'error');
    await expect(failed).rejects.toThrow(/^Unable to preload CSS for http.*\/assets\/lab-3\.css$/);
    expect(load).not.toHaveBeenCalled();
    expect(links()).toHaveLength(0);
    const retried = preload(load, ['assets/lab-3.css']);
    expect(links()).toHaveLength(1);
    settle('lab-3.css', 'load');
    await expect(retried).resolves.toBe('page');
  });

  it('runs a chunk without stylesheets at once', async () => {
    await expect(preload(async () => 42)).resolves.toBe(42);
    await expect(preload(async () => 43, [])).resolves.toBe(43);
  });
});
