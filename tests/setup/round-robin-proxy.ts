// A small round-robin HTTP proxy for the multi-instance journeys (test harness only): each request
// goes to the next instance, bodies stream both ways (server-sent events pass unbuffered), and the
// answer says which instance gave it (`x-upstream: <index>`), so a test can see a file uploaded
// through one instance being downloaded through another.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

export type RoundRobinProxy = { url: string; close(): Promise<void> };

export async function startRoundRobinProxy(upstreams: string[], host = '127.0.0.1'): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('A round-robin proxy needs at least one upstream.');
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(target, {
      method: req.method, agent,
      // The Host stays the proxy's: the app builds links (payment returns, e-mails) from it.
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
      // Flushed as it comes: event streams must not wait for a buffer to fill.
      res.flushHeaders();
      // An upstream that dies mid-answer cuts the client's answer too (it must not hang open).
      pipeline(answer, res, () => undefined);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad gateway"}');
      else res.destroy();
    });
    // A client that goes away (a closed event stream) releases the upstream's request at once.
    res.on('close', () => { if (!res.writableFinished) upstream.destroy(); });
    // (Not pipeline: its clean-up on an upstream error would destroy the socket the 502 goes out on.)
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => {
      agent.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
