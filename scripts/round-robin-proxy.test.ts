// The round-robin proxy in front of the multi-instance journeys (tests/setup/round-robin-proxy.ts):
// the journeys only mean "across instances" if it really spreads requests, forwards them whole and
// lets event streams through as they are written.
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRoundRobinProxy, type RoundRobinProxy } from '../tests/setup/round-robin-proxy';

type Upstream = { url: string; server: http.Server };
const closers: (() => Promise<void>)[] = [];
afterAll(async () => { for (const close of closers.reverse()) await close(); });

/**
 * Answers with what it was sent. /events writes one event and holds the stream open (recording
 * when it closes); /dies writes one event and then loses its connection.
 */
async function upstream(name: string, streams: Promise<void>[]): Promise<Upstream> {
  const server = http.createServer((req, res) => {
    if (req.url === '/events' || req.url === '/dies') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      streams.push(new Promise((r) => res.on('close', () => r())));
      res.write(`data: hello from ${name}\n\n`, () => { if (req.url === '/dies') res.socket?.destroy(); });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-from': name });
      res.end(JSON.stringify({
        name, method: req.method, url: req.url, host: req.headers.host,
        auth: req.headers.authorization, forwardedFor: req.headers['x-forwarded-for'], body: Buffer.concat(chunks).toString(),
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the round-robin proxy', () => {
  const streams: Promise<void>[] = [];
  let proxy: RoundRobinProxy;

  it('sends each request to the next instance, whole: method, path, query, headers and body', async () => {
    const ups = await Promise.all(['a', 'b', 'c'].map((n) => upstream(n, streams)));
    proxy = await startRoundRobinProxy(ups.map((u) => u.url));
    closers.push(() => proxy.close());
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy.url}/api/v1/things/${i}?q=नेपाल`, {
        method: 'POST', headers: { authorization: `Bearer t${i}`, 'content-type': 'text/plain' }, body: `body ${i}`,
      });
      expect(res.status).toBe(201);
      // x-upstream names the instance that answered.
      expect(['a', 'b', 'c'][Number(res.headers.get('x-upstream'))]).toBe(res.headers.get('x-from'));
      answers.push((await res.json()) as Record<string, string>);
    }
    expect(answers.map((a) => a['name'])).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    answers.forEach((a, i) => {
      expect(a).toMatchObject({ method: 'POST', url: `/api/v1/things/${i}?q=${encodeURIComponent('नेपाल')}`, auth: `Bearer t${i}`, body: `body ${i}`, forwardedFor: '127.0.0.1' });
      // The Host the client used, not the instance's.
      expect(a['host']).toBe(new URL(proxy.url).host);
    });
  });

  it('passes an event stream through as it is written, and closes the instance\'s stream when the client leaves', async () => {
    const controller = new AbortController();
    const res = await fetch(`${proxy.url}/events`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    // The first event arrives while the instance still holds the stream open (nothing buffered).
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: hello from [abc]\n\n$/);
    expect(streams).toHaveLength(1);
    controller.abort();
    await streams[0];
  });

  it('cuts the client\'s stream when the instance dies in the middle of it (it does not hang open)', async () => {
    const res = await fetch(`${proxy.url}/dies`);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^data: hello from/);
    await expect(reader.read()).rejects.toThrow();
  });

  it('answers 502 when the instance is gone', async () => {
    const gone = await upstream('gone', streams);
    await new Promise<void>((r) => { gone.server.closeAllConnections(); gone.server.close(() => r()); });
    const lone = await startRoundRobinProxy([gone.url]);
    closers.push(() => lone.close());
    const res = await fetch(`${lone.url}/anything`);
    expect(res.status).toBe(502);
  });
});
