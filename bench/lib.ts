/** Shared by the benchmark scripts: start the production server as a child process and talk to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import superjson from 'superjson';

export interface ServerHandle {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
  kill9(): void;
}

export async function startServer(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ServerHandle> {
  if (!fs.existsSync('dist/server/entry-server.js')) throw new Error('Run `npm run build` first.');
  const url = `http://127.0.0.1:${opts.port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // the demo's fallbacks (embedded database, outbox mail, http) on a production build
      SITE_MODE: 'demo',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'demo-admin-2025',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    kill9: () => proc.kill('SIGKILL'),
    stop: () =>
      new Promise<void>((resolve) => {
        // A process killed by a signal has no exit code, only its signal.
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export const trpcInput = (v: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(v)));

export async function trpcCall<T>(base: string, path: string, input: unknown, opts: { cookie?: string; ip?: string; mutation?: boolean } = {}): Promise<{ status: number; data?: T; cookie?: string }> {
  const headers: Record<string, string> = { origin: base, 'x-forwarded-for': opts.ip ?? '127.0.0.1', ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  const res = opts.mutation
    ? await fetch(`${base}/trpc/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(superjson.serialize(input)) })
    : await fetch(`${base}/trpc/${path}?input=${trpcInput(input)}`, { headers });
  const body = (await res.json().catch(() => null)) as { result?: { data: Parameters<typeof superjson.deserialize>[0] } } | null;
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, data: body?.result ? superjson.deserialize<T>(body.result.data) : undefined, ...(setCookie ? { cookie: setCookie } : {}) };
}

export async function signInAdmin(base: string): Promise<string> {
  const r = await trpcCall(base, 'auth.signIn', { email: 'admin@example.com', password: 'demo-admin-2025' }, { mutation: true, ip: '10.9.9.9' });
  if (!r.cookie) throw new Error(`sign-in failed: ${r.status}`);
  return r.cookie;
}
