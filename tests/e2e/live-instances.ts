/**
 * Two more instances of the site on the e2e server's database, behind a small load balancer, for the live chat's
 * browser tests (live-chat.spec.ts); they run no job worker (the e2e server's does). The balancer sends each browser to the instance its `lb` cookie names ('a' or
 * 'b') and, when that one does not answer, to the other, as a real balancer's health check would: a visitor whose
 * instance dies carries on through the other one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { databaseUrl } from './staff-users';

const OUT = process.env.E2E_OUT ?? '.test-output';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Instance {
  name: 'a' | 'b';
  port: number;
  process: ChildProcess;
}

export interface LiveSite {
  /** The balancer's address: PUBLIC_URL of both instances. */
  url: string;
  instances: Record<'a' | 'b', Instance>;
  kill(name: 'a' | 'b'): Promise<void>;
  close(): Promise<void>;
}

async function healthy(port: number, until: number): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`instance on port ${port} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every instance this process started: killed when it exits, whatever happened to the test that started them. */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startInstance(name: 'a' | 'b', port: number, publicUrl: string): Instance {
  // The compiled server of the production build (as the container runs it) when there is one: it starts in a second
  // or two, where tsx compiles server/ first.
  const dist = process.env.E2E_DIST ?? 'dist';
  const compiled = path.join(dist, 'node', 'index.js');
  const child = spawn(process.execPath, fs.existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_MODE: 'demo',
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: path.join(OUT, `live-${name}`),
      CLIENT_DIST: process.env.E2E_DIST ?? 'dist',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // No job worker: the e2e server's own runs the queue they share, and sends its e-mail to the tests' SMTP
      // server. A worker here would take other tests' e-mail jobs and write them to its own outbox.
      WORKER_CONCURRENCY: '0',
      PAGE_CACHE_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return { name, port, process: child };
}

export async function startLiveSite(): Promise<LiveSite> {
  const [balancerPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${balancerPort}`;
  const instances = { a: startInstance('a', portA, url), b: startInstance('b', portB, url) };
  const until = Date.now() + 90_000;
  await Promise.all([healthy(portA, until), healthy(portB, until)]);
  const down = new Set<'a' | 'b'>();

  // The request's body is read first, so a request refused by a dead instance can go to the other one whole.
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, name: 'a' | 'b', retry: boolean) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: instances[name].port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // The instance died mid-answer (a stream, say): the browser's connection ends too, as behind nginx.
        answer.on('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      const other = name === 'a' ? 'b' : 'a';
      if (retry && !down.has(other)) return forward(req, body, res, other, false);
      res.writeHead(502).end();
    });
    upstream.end(body);
    res.on('close', () => upstream.destroy());
  };

  const balancer = http.createServer((req, res) => {
    const wanted = /(?:^|;\s*)lb=(a|b)/.exec(req.headers.cookie ?? '')?.[1] as 'a' | 'b' | undefined;
    const name = wanted && !down.has(wanted) ? wanted : down.has('a') ? 'b' : 'a';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, name, true));
  });
  await new Promise<void>((resolve) => balancer.listen(balancerPort, '127.0.0.1', resolve));

  const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  return {
    url,
    instances,
    async kill(name) {
      // Not marked down: the balancer finds out as a real one does, by a refused connection, and tries the other.
      await stop(instances[name].process, 'SIGKILL');
    },
    async close() {
      balancer.closeAllConnections();
      await new Promise<void>((resolve) => balancer.close(() => resolve()));
      await Promise.all([stop(instances.a.process, 'SIGTERM'), stop(instances.b.process, 'SIGTERM')]);
    },
  };
}
