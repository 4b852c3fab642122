// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain JavaScript: the build loads it as Vite's helper module
import { __vitePreload, loadStylesheets } from './css-preload-helper.js';
import { CSS_GLOBAL, ownStylesheets } from './css-preload';

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

describe('each lazily loaded chunk awaits its own stylesheets', () => {
  const entry = [
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.css","assets/b-2.css"])))=>i.map(i=>d[i]);',
    'var p=()=>k(()=>import(`./a-1.js`),__vite__mapDeps([0,1])),q=()=>k(()=>import(`./c-3.js`),[]);',
  ].join('\n');

  it('takes Vite’s lists of file names out of the importer', () => {
    expect(ownStylesheets(entry, [])).toBe('var p=()=>k(()=>import(`./a-1.js`)),q=()=>k(()=>import(`./c-3.js`),[]);');
  });

  it('ends a chunk with the wait for its stylesheets, before its source map comment', () => {
    expect(ownStylesheets('export{a as t};', ['assets/a-1.css'])).toBe(`export{a as t};\nawait ${CSS_GLOBAL}(["assets/a-1.css"]);`);
    expect(ownStylesheets('var a;\n//# sourceMappingURL=a-1.js.map', ['assets/a-1.css'])).toBe(
      `var a;\nawait ${CSS_GLOBAL}(["assets/a-1.css"]);\n//# sourceMappingURL=a-1.js.map`,
    );
  });

  it('keeps every other character in place for a build with source maps', () => {
    const kept = ownStylesheets(entry, [], true);
    expect(kept.split('\n')).toEqual(['', entry.split('\n')[1]!.replace(',__vite__mapDeps([0,1])', ' '.repeat(23))]);
  });

  it('refuses a use of the lists it does not know (a Vite change)', () => {
    expect(() => ownStylesheets('f(__vite__mapDeps)', [])).toThrow(/__vite__mapDeps/);
  });

  it('the loader the chunks call links each stylesheet once and fails when one fails', async () => {
    expect((globalThis as Record<string, unknown>)[CSS_GLOBAL]).toBe(loadStylesheets);
    const waiting = (loadStylesheets as (deps: string[]) => Promise<unknown>)(['assets/x-4.css', 'assets/y-5.css']);
    settle('x-4.css', 'load');
    settle('y-5.css', 'error');
    await expect(waiting).rejects.toThrow(/y-5\.css/);
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/assets/x-4.css']);
  });
});
