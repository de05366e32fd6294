/**
 * deploy/ (compose stack, Caddyfile, Kubernetes manifests) checked against what the image and the server really
 * do: the Dockerfile's final stage (CMD, EXPOSE, USER, ENV), the variables server/config.ts reads (and
 * loadConfig itself, in production mode), the shutdown timeout of server/index.ts, the entry points of
 * scripts/build-server.mjs and the connection pools of server/db/client.ts and server/jobs/worker.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../server/config';
import { MEDIA_FORMATS, mediaKey, mediaUrl, variantWidths } from '../../src/shared/media';

type Obj = Record<string, unknown>;

const DEPLOY = 'deploy';
const K8S = path.join(DEPLOY, 'k8s');
const COMPOSE_FILE = path.join(DEPLOY, 'compose.yml');
const CADDYFILE = path.join(DEPLOY, 'Caddyfile');
const NGINX_PROXY = path.join(DEPLOY, 'nginx', 'proxy.conf');
/** The Secret example is never applied as is; the migration runs before a rollout, not beside it (deploy/README.md). */
const NOT_IN_KUSTOMIZATION = ['secret.example.yaml', 'migrate-job.yaml'];
/** Users of the official node images (node:*-bookworm-slim creates `node` as uid 1000). */
const KNOWN_UIDS: Record<string, number> = { root: 0, node: 1000 };
/** PostgreSQL's default max_connections minus superuser_reserved_connections. */
const POSTGRES_CONNECTIONS = 100 - 3;

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');

// ------------------------------------------------------------------ small typed accessors

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function obj(v: unknown, where: string): Obj {
  if (!isObj(v)) throw new Error(`${where}: expected a mapping, found ${JSON.stringify(v)}`);
  return v;
}

function list(v: unknown, where: string): unknown[] {
  if (!Array.isArray(v)) throw new Error(`${where}: expected a list, found ${JSON.stringify(v)}`);
  return v;
}

function str(v: unknown, where: string): string {
  if (typeof v !== 'string') throw new Error(`${where}: expected a string, found ${JSON.stringify(v)}`);
  return v;
}

function num(v: unknown, where: string): number {
  if (typeof v !== 'number') throw new Error(`${where}: expected a number, found ${JSON.stringify(v)}`);
  return v;
}

/** Every `key: value` of `selector` is among `labels`. */
function selects(selector: Obj, labels: Obj): boolean {
  return Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
}

// ------------------------------------------------------------------ the image: the Dockerfile's final stage

interface Image {
  cmd: string[];
  exposedPort: number;
  user: string;
  uid: number | undefined;
  env: Record<string, string>;
}

function readDockerfile(): Image {
  // Comment lines go first (Docker drops them even inside a continuation), then continuations are joined, so the
  // HEALTHCHECK's own `CMD [...]` stays part of the HEALTHCHECK line.
  const joined = read('Dockerfile')
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const lines = joined.split('\n').map((l) => l.trim()).filter(Boolean);
  const lastFrom = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
  if (lastFrom === -1) throw new Error('Dockerfile: no FROM line');
  const stage = lines.slice(lastFrom + 1);
  const instruction = (name: string) => stage.filter((l) => new RegExp(`^${name}\\s`, 'i').test(l)).map((l) => l.slice(name.length).trim());

  const cmdText = instruction('CMD').at(-1);
  if (!cmdText) throw new Error("Dockerfile: the final stage has no CMD");
  const cmd = JSON.parse(cmdText) as unknown;
  if (!Array.isArray(cmd) || !cmd.every((s) => typeof s === 'string')) throw new Error(`Dockerfile: CMD is not a JSON array of strings: ${cmdText}`);

  const expose = instruction('EXPOSE').at(-1);
  const exposedPort = Number(/^(\d+)/.exec(expose ?? '')?.[1]);
  if (!Number.isInteger(exposedPort)) throw new Error(`Dockerfile: the final stage EXPOSEs no port (${expose})`);

  const user = (instruction('USER').at(-1) ?? 'root').split(':')[0] ?? 'root';
  const uid = /^\d+$/.test(user) ? Number(user) : KNOWN_UIDS[user];

  const env: Record<string, string> = {};
  for (const text of instruction('ENV')) {
    if (text.includes('=')) {
      for (const m of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|(\S*))/g)) env[m[1] as string] = m[3] ?? m[4] ?? '';
    } else {
      const [key, ...rest] = text.split(/\s+/);
      if (key) env[key] = rest.join(' ');
    }
  }
  return { cmd: cmd as string[], exposedPort, user, uid, env };
}

// ------------------------------------------------------------------ the server's side

/** The names server/config.ts reads: the keys of its zod `envSchema` (it parses process.env with it), and any process.env.NAME. */
function configVariables(): Set<string> {
  const src = read('server/config.ts');
  const names = new Set<string>();
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(src)?.[1];
  if (schema) for (const m of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\s*:/gm)) names.add(m[1] as string);
  for (const m of src.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) names.add((m[1] ?? m[2]) as string);
  return names;
}

/** server/index.ts: `setTimeout(() => process.exit(1), N)` in the shutdown handler. */
function shutdownForceMs(): number {
  const m = /setTimeout\(\s*\(\)\s*=>\s*process\.exit\(1\)\s*,\s*([\d_]+)\s*\)/.exec(read('server/index.ts'));
  if (!m) throw new Error('server/index.ts: the shutdown force timeout `setTimeout(() => process.exit(1), N)` was not found; update this test');
  return Number((m[1] as string).replace(/_/g, ''));
}

/** scripts/build-server.mjs: the files `npm run build` writes for each entry point, e.g. dist/node/migrate.js → server/cli/migrate.ts. */
function builtEntryPoints(): Map<string, string> {
  const src = read('scripts/build-server.mjs');
  const outdir = /const outdir = path\.resolve\(['"]([^'"]+)['"]\)/.exec(src)?.[1];
  const block = /entryPoints:\s*\{([\s\S]*?)\}/.exec(src)?.[1];
  if (!outdir || !block) throw new Error('scripts/build-server.mjs: outdir or entryPoints not found; update this test');
  const built = new Map<string, string>();
  for (const m of block.matchAll(/['"]?([\w-]+)['"]?\s*:\s*['"]([^'"]+)['"]/g)) built.set(`${outdir}/${m[1] as string}.js`, m[2] as string);
  return built;
}

/** Most PostgreSQL connections one instance holds, from the pools' own code. */
/** An instance's most connections: its request pool (DATABASE_POOL_MAX), live chat's listener, the job queue's pool. */
function connectionsPerInstance(config: { workerConcurrency: number; databasePoolMax: number }): number {
  const worker = /new pg\.Pool\(\{[^}]*max:\s*opts\.concurrency\s*\+\s*(\d+)/.exec(read('server/jobs/worker.ts'))?.[1];
  if (!worker) throw new Error('server/jobs/worker.ts: the job queue pool size was not found; update this test');
  return config.databasePoolMax + 1 + config.workerConcurrency + Number(worker);
}

// ------------------------------------------------------------------ deploy/ files

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return yamlFiles(p);
    return /\.ya?ml$/.test(e.name) ? [p] : [];
  });
}

function parseYaml(file: string): unknown[] {
  // merge: compose's `<<: *anchor` (YAML 1.1 merge keys, which Docker Compose supports).
  const docs = Array.from(parseAllDocuments(read(file), { merge: true }));
  const problems = docs.flatMap((d) => [...d.errors, ...d.warnings].map((e) => e.message));
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return docs.map((d) => d.toJS() as unknown).filter((v) => v !== null && v !== undefined);
}

interface K8sObject {
  file: string;
  kind: string;
  name: string;
  namespace: string | undefined;
  body: Obj;
}

function k8sObjects(): K8sObject[] {
  return yamlFiles(K8S).flatMap((file) =>
    parseYaml(file).map((v) => {
      const body = obj(v, file);
      const metadata = isObj(body.metadata) ? body.metadata : {};
      return {
        file,
        kind: str(body.kind, `${file}: kind`),
        name: typeof metadata.name === 'string' ? metadata.name : '',
        namespace: typeof metadata.namespace === 'string' ? metadata.namespace : undefined,
        body,
      };
    }),
  );
}

const image = readDockerfile();
const configNames = configVariables();
const objects = k8sObjects();

function only(kind: string): K8sObject {
  const found = objects.filter((o) => o.kind === kind);
  if (found.length !== 1) throw new Error(`deploy/k8s: expected one ${kind}, found ${found.length}`);
  return found[0] as K8sObject;
}

function named(kind: string, name: string, where: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.name === name);
  if (!found) throw new Error(`${where} refers to ${kind} ${name}, which no file in deploy/k8s defines`);
  return found;
}

interface PodView {
  where: string;
  spec: Obj;
  labels: Obj;
  container: Obj;
}

/** The pod template of a Deployment or a Job, and its one container. */
function podOf(o: K8sObject): PodView {
  const template = obj(obj(o.body.spec, `${o.file}: spec`).template, `${o.file}: spec.template`);
  const spec = obj(template.spec, `${o.file}: spec.template.spec`);
  const containers = list(spec.containers, `${o.file}: containers`);
  expect(containers, `${o.file}: one container per pod`).toHaveLength(1);
  return {
    where: `${o.file} (${o.kind} ${o.name})`,
    spec,
    labels: obj(obj(template.metadata, `${o.file}: template.metadata`).labels, `${o.file}: template labels`),
    container: obj(containers[0], `${o.file}: container`),
  };
}

/** The environment a container starts with: the image's ENV, then envFrom (ConfigMap data, Secret keys), then env. */
function containerEnv(pod: PodView): { env: Record<string, string>; setHere: { name: string; from: string }[] } {
  const env: Record<string, string> = { ...image.env };
  const setHere: { name: string; from: string }[] = [];
  for (const source of (pod.container.envFrom ?? []) as unknown[]) {
    const s = obj(source, `${pod.where}: envFrom`);
    if (isObj(s.configMapRef)) {
      const cm = named('ConfigMap', str(s.configMapRef.name, `${pod.where}: configMapRef.name`), pod.where);
      for (const [k, v] of Object.entries(obj(cm.body.data, `${cm.file}: data`))) {
        env[k] = str(v, `${cm.file}: data.${k} (Kubernetes takes strings only: quote it)`);
        setHere.push({ name: k, from: `${cm.file} (ConfigMap data)` });
      }
    } else if (isObj(s.secretRef)) {
      const secret = named('Secret', str(s.secretRef.name, `${pod.where}: secretRef.name`), pod.where);
      const data = { ...(isObj(secret.body.data) ? secret.body.data : {}), ...(isObj(secret.body.stringData) ? secret.body.stringData : {}) };
      for (const [k, v] of Object.entries(data)) {
        env[k] = str(v, `${secret.file}: stringData.${k} (Kubernetes takes strings only: quote it)`);
        setHere.push({ name: k, from: `${secret.file} (Secret)` });
      }
    } else {
      throw new Error(`${pod.where}: envFrom entry neither configMapRef nor secretRef`);
    }
  }
  for (const entry of (pod.container.env ?? []) as unknown[]) {
    const e = obj(entry, `${pod.where}: env`);
    const name = str(e.name, `${pod.where}: env name`);
    env[name] = str(e.value, `${pod.where}: env ${name} (a literal string value)`);
    setHere.push({ name, from: `${pod.where} env` });
  }
  return { env, setHere };
}

/** The container's command line as the runtime runs it: command (else the image's CMD) plus args. */
function commandLine(container: Obj, where: string): string[] {
  const command = container.command === undefined ? undefined : list(container.command, `${where}: command`).map((s) => str(s, `${where}: command`));
  const args = container.args === undefined ? undefined : list(container.args, `${where}: args`).map((s) => str(s, `${where}: args`));
  if (command === undefined && args === undefined) return image.cmd;
  if (command === undefined) throw new Error(`${where}: args without command replace the image's CMD arguments only; set command too`);
  return [...command, ...(args ?? [])];
}

/** A port given by number or by a container port's name, as a number. */
function resolvePort(port: unknown, container: Obj, where: string): number | undefined {
  if (typeof port === 'number') return port;
  const ports = list(container.ports, `${where}: ports`).map((p) => obj(p, `${where}: port`));
  const found = ports.find((p) => p.name === port);
  return typeof found?.containerPort === 'number' ? found.containerPort : undefined;
}

function securityValue(pod: PodView, key: string): unknown {
  const c = isObj(pod.container.securityContext) ? pod.container.securityContext : {};
  const p = isObj(pod.spec.securityContext) ? pod.spec.securityContext : {};
  return c[key] ?? p[key];
}

// ------------------------------------------------------------------ compose

/**
 * Docker Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message},
 * ${VAR:+alternative}, ${VAR+alternative}, $VAR and $$, with nested expressions in a default, message or alternative
 * (`${A:-${B}}`), which are read only when used, as Compose does.
 */
function interpolate(value: string, vars: Record<string, string>, where: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i] as string;
    if (c !== '$') {
      out += c;
      i += 1;
      continue;
    }
    const next = value[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < value.length && depth > 0) {
        if (value[j] === '$' && (value[j + 1] === '$' || value[j + 1] === '{')) {
          if (value[j + 1] === '{') depth += 1;
          j += 2;
          continue;
        }
        if (value[j] === '}') depth -= 1;
        j += 1;
      }
      if (depth !== 0) throw new Error(`${where}: unclosed \${ in ${value}`);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(value.slice(i + 2, j - 1));
      if (!m) throw new Error(`${where}: not a Compose variable expression: ${value.slice(i, j)}`);
      const [, name = '', op, arg = ''] = m;
      const v = vars[name];
      const unset = v === undefined || (op?.startsWith(':') === true && v === '');
      if (op?.endsWith('?')) {
        if (unset) throw new Error(`${where}: ${name} required: ${interpolate(arg, vars, where)}`);
        out += v ?? '';
      } else if (op?.endsWith('-')) out += unset ? interpolate(arg, vars, where) : (v ?? '');
      else if (op?.endsWith('+')) out += unset ? '' : interpolate(arg, vars, where);
      else out += v ?? '';
      i = j;
      continue;
    }
    const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(value.slice(i + 1))?.[0];
    if (bare) {
      out += vars[bare] ?? '';
      i += 1 + bare.length;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}

function composeEnvironment(service: Obj, where: string): Record<string, string> {
  const env = service.environment;
  if (env === undefined) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((e) => {
        const text = str(e, `${where}: environment`);
        const at = text.indexOf('=');
        return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(obj(env, `${where}: environment`)).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function composeCommand(service: Obj, where: string): string[] | undefined {
  if (service.command === undefined) return undefined;
  if (typeof service.command === 'string') return service.command.trim().split(/\s+/);
  return list(service.command, `${where}: command`).map((s) => str(s, `${where}: command`));
}

/** Host ports a service publishes (short "host:container[/proto]" or long syntax). */
function publishedPorts(service: Obj, where: string): number[] {
  return ((service.ports ?? []) as unknown[]).map((p) => {
    if (typeof p === 'number') return p;
    if (typeof p === 'string') {
      const parts = p.split('/')[0]?.split(':') ?? [];
      return Number(parts.length >= 2 ? parts.at(-2) : parts[0]);
    }
    const long = obj(p, `${where}: ports`);
    return Number(long.published ?? long.target);
  });
}

/** What an operator's deploy/.env would hold: every `${VAR:?…}` of compose.yml has a value here, and no outside account. */
const SAMPLE_DOT_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'b9d1c0ffee00aa11bb22cc33',
  SITE_DOMAIN: 'www.example-law.com',
  SMTP_URL: 'smtps://user:password@mail.example.com:465',
  GARAGE_RPC_SECRET: 'a3'.repeat(32),
  GARAGE_ACCESS_KEY_ID: `GK${'0b'.repeat(12)}`,
  GARAGE_SECRET_ACCESS_KEY: '5e'.repeat(32),
};

/** The same .env with an outside store instead of the stack's own (deploy/README.md): Cloudflare R2 here. */
const OUTSIDE_STORE: Record<string, string> = {
  MEDIA_S3_BUCKET: 'firm-media',
  MEDIA_PUBLIC_URL: 'https://media.example-law.com',
  MEDIA_S3_REGION: 'auto',
  MEDIA_S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
  MEDIA_S3_ACCESS_KEY_ID: 'r2-access-key-id',
  MEDIA_S3_SECRET_ACCESS_KEY: 'r2-secret-access-key',
};

const compose = obj(parseYaml(COMPOSE_FILE)[0], COMPOSE_FILE);
const services = obj(compose.services, `${COMPOSE_FILE}: services`);
const service = (name: string) => obj(services[name], `${COMPOSE_FILE}: services.${name}`);

/** The S3-compatible store compose runs itself: Garage, pinned to a release (MinIO's images stopped in 2025). */
const S3_IMAGE = /^dxflrs\/garage:v(\d+)\.(\d+)\.(\d+)$/;

/** `key = "value"` and `key = number` lines of a small TOML document, by `[section]` ('' before the first). */
function readToml(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = { '': {} };
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([\w.]+)\]$/.exec(line)?.[1];
    if (header) sections[(current = header)] = {};
    const pair = /^([\w]+)\s*=\s*(?:"([^"]*)"|(\S+))$/.exec(line);
    if (pair) (sections[current] as Record<string, string>)[pair[1] as string] = pair[2] ?? pair[3] ?? '';
  }
  return sections;
}

/** The text between the braces of the first Caddyfile block whose opening line matches `opening` (ending in `{`). */
function caddyBlock(caddy: string, opening: RegExp, where: string): string {
  const m = opening.exec(caddy);
  if (!m) throw new Error(`${where}: no block ${opening}`);
  const start = m.index + m[0].length;
  let depth = 1;
  for (let i = start; i < caddy.length; i += 1) {
    if (caddy[i] === '{') depth += 1;
    if (caddy[i] === '}') depth -= 1;
    if (depth === 0) return caddy.slice(start, i);
  }
  throw new Error(`${where}: block ${opening} is not closed`);
}

/** Every variable compose.yml requires (`${VAR:?…}` or `${VAR?…}`), wherever it is. */
function requiredVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((m) => m[1] as string));
}

// ==================================================================== tests

describe('deploy/ files parse', () => {
  it('every YAML file under deploy/ is valid YAML with at least one document', () => {
    const files = yamlFiles(DEPLOY);
    expect(files, 'deploy/ holds compose.yml and the k8s manifests').toEqual(expect.arrayContaining([COMPOSE_FILE, path.join(K8S, 'kustomization.yaml')]));
    for (const file of files) expect(parseYaml(file).length, `${file}: no YAML document`).toBeGreaterThan(0);
  });

  it('the Dockerfile and server sources were read as this test expects', () => {
    // If these fail, the extraction above no longer matches the source: fix the test, do not loosen it.
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'PORT', 'MIGRATE_ON_START', 'MEDIA_S3_BUCKET']) {
      expect(configNames.has(name), `server/config.ts: ${name} not found among the variables it reads`).toBe(true);
    }
    expect(image.cmd.length, 'Dockerfile: CMD').toBeGreaterThan(0);
    expect(image.uid, `Dockerfile: USER ${image.user} has no known uid (numeric USER, or add it to KNOWN_UIDS)`).toBeTypeOf('number');
  });
});

describe('Kubernetes: the Deployment runs the image as built', () => {
  const deployment = only('Deployment');
  const pod = podOf(deployment);
  const where = pod.where;

  it("runs the image's CMD, a file the build produces", () => {
    expect(commandLine(pod.container, where), `${where}: command + args must equal the Dockerfile's CMD`).toEqual(image.cmd);
    const script = image.cmd.find((a) => a.endsWith('.js'));
    expect(script && builtEntryPoints().has(script), `${script}: not an entry point of scripts/build-server.mjs`).toBe(true);
  });

  it('listens where the image says; liveness and start-up touch no database (/livez), readiness does (/readyz)', () => {
    const ports = list(pod.container.ports, `${where}: ports`).map((p) => obj(p, `${where}: port`));
    expect(ports.map((p) => p.containerPort), `${where}: containerPort must be the Dockerfile's EXPOSE ${image.exposedPort}`).toEqual([image.exposedPort]);
    const { env } = containerEnv(pod);
    expect(Number(env.PORT ?? 3000), `${where}: PORT (image ENV or manifests) must be the exposed port`).toBe(image.exposedPort);
    // A PostgreSQL outage must make pods unready, never restart them (a restart does not bring the database back).
    const paths = { readinessProbe: '/readyz', livenessProbe: '/livez', startupProbe: '/livez' } as const;
    for (const [probe, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
      if (probe === 'startupProbe' && pod.container[probe] === undefined) continue;
      const get = obj(obj(pod.container[probe], `${where}: ${probe}`).httpGet, `${where}: ${probe}.httpGet`);
      expect(get.path, `${where}: ${probe} must GET ${path} (server/routes/health.ts)`).toBe(path);
      expect(resolvePort(get.port, pod.container, where), `${where}: ${probe} port must reach containerPort ${image.exposedPort}`).toBe(image.exposedPort);
    }
  });

  it("runs as the image's user, non-root, with DATA_DIR writable under a read-only root", () => {
    expect(securityValue(pod, 'runAsNonRoot'), `${where}: runAsNonRoot`).toBe(true);
    expect(securityValue(pod, 'runAsUser'), `${where}: runAsUser must be the uid of the image's USER ${image.user}`).toBe(image.uid);
    expect(securityValue(pod, 'allowPrivilegeEscalation'), `${where}: allowPrivilegeEscalation`).toBe(false);
    if (securityValue(pod, 'readOnlyRootFilesystem') === true) {
      const dataDir = containerEnv(pod).env.DATA_DIR;
      const mounts = ((pod.container.volumeMounts ?? []) as unknown[]).map((m) => obj(m, `${where}: volumeMount`));
      const mount = mounts.find((m) => m.mountPath === dataDir);
      expect(mount, `${where}: read-only root filesystem, so DATA_DIR (${dataDir}) needs a volume`).toBeDefined();
      const volume = ((pod.spec.volumes ?? []) as unknown[]).map((v) => obj(v, `${where}: volume`)).find((v) => v.name === mount?.name);
      expect(volume?.emptyDir, `${where}: DATA_DIR's volume should be an emptyDir (media and mail are not kept on pods)`).toBeDefined();
    }
  });

  it('sets only variables server/config.ts reads, and starts in production with them', () => {
    const { env, setHere } = containerEnv(pod);
    for (const { name, from } of setHere) expect(configNames.has(name), `${from}: ${name} is not read by server/config.ts`).toBe(true);
    expect(env.MIGRATE_ON_START, `${where}: instances must not migrate (MIGRATE_ON_START=false); the Job does`).toBe('false');
    const config = loadConfig(env);
    expect(config.mode, `${where}: the image's NODE_ENV must make this production`).toBe('production');
    expect(config.databaseUrl, `${where}: DATABASE_URL`).toBeDefined();
    expect(config.smtpUrl, `${where}: SMTP_URL`).toBeDefined();
    expect(config.publicUrl.startsWith('https://'), `${where}: PUBLIC_URL must be https`).toBe(true);
    expect(config.migrateOnStart).toBe(false);
    expect(config.media.kind, `${where}: several pods need MEDIA_S3_BUCKET and MEDIA_PUBLIC_URL, not DATA_DIR/media`).toBe('s3');
    expect(config.trustProxy, `${where}: TRUST_PROXY names the ingress controller's pod range, never a hop count`).toEqual(['10.0.0.0/8']);
    expect(config.port).toBe(image.exposedPort);
  });

  it('has replicas, a rolling update without loss of capacity, resources, and time to shut down', () => {
    const spec = obj(deployment.body.spec, `${where}: spec`);
    expect(num(spec.replicas, `${where}: replicas`), `${where}: replicas`).toBeGreaterThanOrEqual(2);
    const rolling = obj(obj(spec.strategy, `${where}: strategy`).rollingUpdate, `${where}: strategy.rollingUpdate`);
    expect(obj(spec.strategy, 'strategy').type, `${where}: strategy.type`).toBe('RollingUpdate');
    expect(rolling.maxUnavailable, `${where}: maxUnavailable`).toBe(0);
    expect(rolling.maxSurge, `${where}: maxSurge`).toBe(1);

    const resources = obj(pod.container.resources, `${where}: resources`);
    const requests = obj(resources.requests, `${where}: resources.requests`);
    expect(requests.cpu, `${where}: resources.requests.cpu`).toBeDefined();
    expect(requests.memory, `${where}: resources.requests.memory`).toBeDefined();
    expect(obj(resources.limits, `${where}: resources.limits`).memory, `${where}: resources.limits.memory`).toBeDefined();

    const preStop = obj(obj(pod.container.lifecycle, `${where}: lifecycle`).preStop, `${where}: lifecycle.preStop`);
    const sleepCommand = isObj(preStop.exec) ? list(preStop.exec.command, `${where}: preStop.exec.command`) : [];
    const preStopSeconds = isObj(preStop.sleep) ? num(preStop.sleep.seconds, `${where}: preStop.sleep.seconds`) : sleepCommand[0] === 'sleep' ? Number(sleepCommand[1]) : NaN;
    expect(preStopSeconds, `${where}: preStop must sleep (endpoints are removed before SIGTERM)`).toBeGreaterThan(0);
    const grace = num(pod.spec.terminationGracePeriodSeconds, `${where}: terminationGracePeriodSeconds`);
    const force = shutdownForceMs() / 1000;
    expect(grace, `${where}: terminationGracePeriodSeconds must exceed preStop (${preStopSeconds} s) + the server's shutdown force timeout (${force} s, server/index.ts)`).toBeGreaterThan(preStopSeconds + force);
  });
});

describe('Kubernetes: the objects around the Deployment agree with it', () => {
  const deployment = only('Deployment');
  const pod = podOf(deployment);
  const replicas = num(obj(deployment.body.spec, 'spec').replicas, 'replicas');
  const service = only('Service');
  const serviceSpec = obj(service.body.spec, `${service.file}: spec`);

  it('the Service selects the web pods and reaches their port', () => {
    expect(selects(obj(serviceSpec.selector, `${service.file}: selector`), pod.labels), `${service.file}: selector must match the Deployment's pod labels`).toBe(true);
    expect(serviceSpec.type ?? 'ClusterIP', `${service.file}: type`).toBe('ClusterIP');
    const ports = list(serviceSpec.ports, `${service.file}: ports`).map((p) => obj(p, `${service.file}: port`));
    for (const p of ports) {
      expect(resolvePort(p.targetPort ?? p.port, pod.container, service.file), `${service.file}: port ${String(p.port)} targetPort must reach containerPort ${image.exposedPort}`).toBe(image.exposedPort);
    }
    expect(ports.map((p) => p.port), `${service.file}: port 80`).toContain(80);
  });

  it('the Ingress sends every path to the Service, over TLS, for the host of PUBLIC_URL', () => {
    const ingress = only('Ingress');
    const spec = obj(ingress.body.spec, `${ingress.file}: spec`);
    const servicePorts = list(serviceSpec.ports, 'ports').map((p) => obj(p, 'port'));
    const tls = list(spec.tls, `${ingress.file}: tls`).map((t) => obj(t, `${ingress.file}: tls`));
    expect(tls.every((t) => typeof t.secretName === 'string'), `${ingress.file}: tls needs a secretName`).toBe(true);
    const tlsHosts = tls.flatMap((t) => (t.hosts ?? []) as unknown[]);
    const publicHost = new URL(containerEnv(pod).env.PUBLIC_URL ?? '').host;
    const rules = list(spec.rules, `${ingress.file}: rules`).map((r) => obj(r, `${ingress.file}: rule`));
    expect(rules.length, `${ingress.file}: rules`).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.host, `${ingress.file}: rule host must be PUBLIC_URL's host`).toBe(publicHost);
      expect(tlsHosts, `${ingress.file}: host ${String(rule.host)} must be covered by tls`).toContain(rule.host);
      for (const p of list(obj(rule.http, 'http').paths, `${ingress.file}: paths`)) {
        const backend = obj(obj(obj(p, 'path').backend, `${ingress.file}: backend`).service, `${ingress.file}: backend.service`);
        expect(backend.name, `${ingress.file}: backend must name the Service`).toBe(service.name);
        const port = obj(backend.port, `${ingress.file}: backend.service.port`);
        const match = servicePorts.find((sp) => (port.name !== undefined ? sp.name === port.name : sp.port === port.number));
        expect(match, `${ingress.file}: backend port ${JSON.stringify(port)} is not a port of Service ${service.name}`).toBeDefined();
      }
    }
  });

  it('the PodDisruptionBudget covers the web pods and keeps at least two', () => {
    const pdb = only('PodDisruptionBudget');
    const spec = obj(pdb.body.spec, `${pdb.file}: spec`);
    const selector = obj(obj(spec.selector, `${pdb.file}: selector`).matchLabels, `${pdb.file}: selector.matchLabels`);
    expect(selects(selector, pod.labels), `${pdb.file}: selector must match the Deployment's pod labels`).toBe(true);
    const kept = typeof spec.minAvailable === 'number' ? spec.minAvailable : replicas - num(spec.maxUnavailable, `${pdb.file}: minAvailable or maxUnavailable (a number)`);
    expect(kept, `${pdb.file}: at least two pods stay during a disruption`).toBeGreaterThanOrEqual(2);
    expect(kept, `${pdb.file}: a node drain must still be able to evict one pod`).toBeLessThan(replicas);
  });

  it('the autoscaler, if any, scales this Deployment within the PostgreSQL connection budget', () => {
    const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler');
    const spec = hpa ? obj(hpa.body.spec, `${hpa.file}: spec`) : undefined;
    if (hpa && spec) {
      expect(obj(spec.scaleTargetRef, 'scaleTargetRef').name, `${hpa.file}: scaleTargetRef`).toBe(deployment.name);
      expect(num(spec.minReplicas, `${hpa.file}: minReplicas`), `${hpa.file}: minReplicas must keep the Deployment's replicas`).toBeGreaterThanOrEqual(replicas);
    }
    const most = Math.max(replicas, spec ? num(spec.maxReplicas, 'maxReplicas') : 0) + 1; // + maxSurge during a rollout
    const per = connectionsPerInstance(loadConfig(containerEnv(pod).env));
    expect(most * per, `${most} pods × ${per} connections each must fit PostgreSQL's default max_connections (deploy/README.md)`).toBeLessThanOrEqual(POSTGRES_CONNECTIONS);
  });

  it('the migration Job runs migrate.js from the same image, with the same configuration, apart from the web pods', () => {
    const job = only('Job');
    const jobPod = podOf(job);
    const line = commandLine(jobPod.container, jobPod.where);
    expect(line, `${jobPod.where}: must run node dist/node/migrate.js`).toEqual(['node', 'dist/node/migrate.js']);
    expect(builtEntryPoints().get(line[1] as string), `${line[1]}: not built by scripts/build-server.mjs`).toBe('server/cli/migrate.ts');
    expect(fs.existsSync('server/cli/migrate.ts'), 'server/cli/migrate.ts').toBe(true);
    expect(jobPod.container.image, `${jobPod.where}: image must be the Deployment's`).toBe(pod.container.image);
    expect(num(obj(job.body.spec, 'spec').backoffLimit, `${jobPod.where}: backoffLimit`), `${jobPod.where}: backoffLimit`).toBeGreaterThanOrEqual(1);
    expect(['Never', 'OnFailure'], `${jobPod.where}: restartPolicy`).toContain(jobPod.spec.restartPolicy);
    const { env, setHere } = containerEnv(jobPod);
    for (const { name, from } of setHere) expect(configNames.has(name), `${from}: ${name} is not read by server/config.ts`).toBe(true);
    // migrate.js calls loadConfig too: production refuses to run without its variables.
    expect(() => loadConfig(env), `${jobPod.where}: migrate.js would refuse to start`).not.toThrow();
    expect(securityValue(jobPod, 'runAsUser'), `${jobPod.where}: runAsUser`).toBe(image.uid);
    expect(selects(obj(serviceSpec.selector, 'selector'), jobPod.labels), `${jobPod.where}: the Service must not select the migration's pod`).toBe(false);
  });

  it('the Secret example holds placeholders only, and sets only variables the server reads', () => {
    const secret = only('Secret');
    expect(path.basename(secret.file), 'the Secret lives in secret.example.yaml').toBe('secret.example.yaml');
    for (const [k, v] of Object.entries(obj(secret.body.stringData, `${secret.file}: stringData`))) {
      expect(configNames.has(k), `${secret.file}: ${k} is not read by server/config.ts`).toBe(true);
      expect(str(v, k), `${secret.file}: ${k} must be an obvious placeholder (REPLACE-ME)`).toContain('REPLACE-ME');
    }
  });

  it('every object is in one namespace, and kustomization.yaml lists what `kubectl apply -k` should apply', () => {
    const namespace = only('Namespace').name;
    for (const o of objects.filter((x) => !['Namespace', 'Kustomization'].includes(x.kind))) {
      expect(o.namespace, `${o.file}: ${o.kind} ${o.name} must set metadata.namespace (some are applied with -f)`).toBe(namespace);
    }
    const kustomization = only('Kustomization');
    const resources = list(kustomization.body.resources, `${kustomization.file}: resources`).map((r) => str(r, 'resource'));
    for (const r of resources) expect(fs.existsSync(path.join(K8S, r)), `${kustomization.file}: ${r} does not exist`).toBe(true);
    const files = fs.readdirSync(K8S).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
    for (const f of files) {
      if (NOT_IN_KUSTOMIZATION.includes(f)) expect(resources, `${kustomization.file}: ${f} must not be applied by apply -k`).not.toContain(f);
      else expect(resources, `${kustomization.file}: ${f} is not listed`).toContain(f);
    }
  });
});

describe('Docker Compose stack (deploy/compose.yml)', () => {
  const app = service('app');
  const migrate = service('migrate');

  it('builds the image from the repository root for both the migration and the app', () => {
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      const build = typeof s.build === 'string' ? { context: s.build } : obj(s.build, `${name}: build`);
      const context = path.resolve(DEPLOY, str(build.context, `${name}: build.context`));
      expect(context, `${COMPOSE_FILE}: ${name} must build from the repository root`).toBe(path.resolve('.'));
      expect(fs.existsSync(path.join(context, typeof build.dockerfile === 'string' ? build.dockerfile : 'Dockerfile')), `${name}: Dockerfile`).toBe(true);
    }
    expect(migrate.image, 'migrate and app run the same image').toBe(app.image);
  });

  it('runs three app replicas after a successful migration, without migrating themselves', () => {
    expect(obj(app.deploy, 'app.deploy').replicas, `${COMPOSE_FILE}: app deploy.replicas`).toBe(3);
    expect(app.init, `${COMPOSE_FILE}: app init: true (tini forwards SIGTERM)`).toBe(true);
    expect(composeCommand(app, 'app') ?? image.cmd, `${COMPOSE_FILE}: app command must be the image's CMD`).toEqual(image.cmd);
    expect(composeEnvironment(app, 'app').MIGRATE_ON_START, `${COMPOSE_FILE}: app MIGRATE_ON_START`).toBe('false');
    expect(obj(obj(app.depends_on, 'app.depends_on').migrate, 'app.depends_on.migrate').condition, `${COMPOSE_FILE}: app must wait for migrate`).toBe(
      'service_completed_successfully',
    );
    expect(composeCommand(migrate, 'migrate'), `${COMPOSE_FILE}: migrate command`).toEqual(['node', 'dist/node/migrate.js']);
    expect(builtEntryPoints().has('dist/node/migrate.js'), 'scripts/build-server.mjs builds dist/node/migrate.js').toBe(true);
    expect(obj(obj(migrate.depends_on, 'migrate.depends_on').db, 'migrate.depends_on.db').condition, `${COMPOSE_FILE}: migrate waits for a healthy db`).toBe('service_healthy');
    const grace = /^(\d+)s$/.exec(String(app.stop_grace_period ?? '10s'))?.[1];
    expect(Number(grace), `${COMPOSE_FILE}: app stop_grace_period must exceed the server's shutdown force timeout (server/index.ts)`).toBeGreaterThan(shutdownForceMs() / 1000);
  });

  it('PostgreSQL 16 with a volume and a health check', () => {
    const db = service('db');
    expect(String(db.image), `${COMPOSE_FILE}: db image`).toMatch(/^postgres:16\b/);
    expect(db.healthcheck, `${COMPOSE_FILE}: db healthcheck`).toBeDefined();
    expect(((db.volumes ?? []) as unknown[]).some((v) => String(v).endsWith(':/var/lib/postgresql/data')), `${COMPOSE_FILE}: db data volume`).toBe(true);
    expect(db.ports, `${COMPOSE_FILE}: PostgreSQL must not be published`).toBeUndefined();
  });

  it("gives Caddy a fixed address inside the stack's own network range, the one TRUST_PROXY names", () => {
    const subnets = ((obj(obj(obj(compose.networks, 'networks').default, 'networks.default').ipam, 'networks.default.ipam').config ?? []) as unknown[]).map((c) =>
      String(obj(c, 'ipam.config').subnet),
    );
    const caddyAddress = String(obj(obj(service('proxy').networks, 'proxy.networks').default, 'proxy.networks.default').ipv4_address);
    expect(subnets, `${COMPOSE_FILE}: one fixed subnet for the default network`).toHaveLength(1);
    const [base = '', bits = '32'] = (subnets[0] ?? '').split('/');
    const asNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
    expect((asNumber(caddyAddress) & mask) >>> 0, `${COMPOSE_FILE}: Caddy's ${caddyAddress} must lie in ${subnets[0]}`).toBe((asNumber(base) & mask) >>> 0);
  });

  it('publishes only the proxy, on 80 and 443', () => {
    for (const [name, s] of Object.entries(services)) {
      const ports = publishedPorts(obj(s, name), name);
      if (name === 'proxy') expect(ports, `${COMPOSE_FILE}: proxy publishes 80 and 443`).toEqual(expect.arrayContaining([80, 443]));
      else expect(ports, `${COMPOSE_FILE}: ${name} must not publish a port (only the proxy does)`).toEqual([]);
    }
  });

  it('gives the app and the migration only variables the server reads, secrets from .env, and starts in production with them', () => {
    let appConfig: ReturnType<typeof loadConfig> | null = null;
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      const raw = composeEnvironment(s, name);
      for (const key of Object.keys(raw)) expect(configNames.has(key), `${COMPOSE_FILE}: ${name} sets ${key}, which server/config.ts does not read`).toBe(true);
      for (const key of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL']) {
        expect(raw[key], `${COMPOSE_FILE}: ${name} ${key} must come from .env with \${VAR:?message} (no default)`).toMatch(/\$\{[A-Z][A-Z0-9_]*:\?[^}]+\}/);
      }
      expect(() => interpolate(JSON.stringify(raw), {}, name), `${COMPOSE_FILE}: compose must refuse to start without the secrets`).toThrow(/required/);
      const env = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, interpolate(v, SAMPLE_DOT_ENV, `${name} ${k}`)]));
      const config = loadConfig({ ...image.env, ...env });
      expect(config.mode, `${name}: production`).toBe('production');
      expect(config.publicUrl.startsWith('https://'), `${name}: PUBLIC_URL must be https`).toBe(true);
      expect(config.media.kind, `${COMPOSE_FILE}: ${name}: three replicas need the S3 bucket, not DATA_DIR/media`).toBe('s3');
      const caddyAddress = obj(obj(service('proxy').networks, 'proxy.networks').default, 'proxy.networks.default').ipv4_address;
      expect(config.trustProxy, `${COMPOSE_FILE}: ${name}: TRUST_PROXY names Caddy's fixed address, and only it`).toEqual([caddyAddress]);
      if (name === 'app') {
        expect(config.migrateOnStart, `${COMPOSE_FILE}: app MIGRATE_ON_START`).toBe(false);
        appConfig = config;
      }
    }
    if (!appConfig) throw new Error(`${COMPOSE_FILE}: no app service`);
    const per = connectionsPerInstance(appConfig);
    expect(3 * per, `3 replicas × ${per} connections must fit PostgreSQL's default max_connections`).toBeLessThanOrEqual(POSTGRES_CONNECTIONS);
  });

  it('Caddy terminates HTTPS for PUBLIC_URL and balances over every replica on the exposed port, health-checking /readyz, and retries only what is safe to send twice', () => {
    const proxy = service('proxy');
    expect(String(proxy.image), `${COMPOSE_FILE}: proxy image`).toMatch(/^caddy:2\b/);
    const mounts = ((proxy.volumes ?? []) as unknown[]).map(String);
    expect(mounts.some((m) => /^\.\/Caddyfile:\/etc\/caddy\/Caddyfile(:ro)?$/.test(m)), `${COMPOSE_FILE}: proxy mounts ./Caddyfile`).toBe(true);
    expect(mounts.some((m) => m.endsWith(':/data')), `${COMPOSE_FILE}: proxy keeps /data (certificates) in a volume`).toBe(true);

    const caddy = read(CADDYFILE).replace(/(^|\s)#.*$/gm, '$1');
    const site = /^\s*(\S+)\s*\{/m.exec(caddy)?.[1] ?? '';
    const proxyEnv = composeEnvironment(proxy, 'proxy');
    const siteAddress = site.replace(/\{\$([A-Z][A-Z0-9_]*)\}/g, (_m, name: string) => interpolate(proxyEnv[name] ?? '', SAMPLE_DOT_ENV, `proxy ${name}`));
    const publicUrl = interpolate(composeEnvironment(app, 'app').PUBLIC_URL ?? '', SAMPLE_DOT_ENV, 'app PUBLIC_URL');
    expect(`https://${siteAddress}`, `${CADDYFILE}: the site address must be PUBLIC_URL's host`).toBe(publicUrl);

    const project = str(compose.name, `${COMPOSE_FILE}: top-level name (the Caddyfile names containers after it)`);
    // The app's reverse_proxy: the one naming app replicas (the other one reads the media bucket, tested below).
    const proxies = [...caddy.matchAll(/^\s*reverse_proxy\b([^{\n]*)\{([\s\S]*?)^\s*\}/gm)].filter((m) => (m[1] ?? '').includes(`${project}-app-`));
    expect(proxies, `${CADDYFILE}: one reverse_proxy block for the app replicas`).toHaveLength(1);
    const [, upstreamText = '', block = ''] = proxies[0] as RegExpMatchArray;
    const replicas = num(obj(app.deploy, 'app.deploy').replicas, 'replicas');
    const expected = Array.from({ length: replicas }, (_, i) => `${project}-app-${i + 1}:${image.exposedPort}`);
    expect(upstreamText.trim().split(/\s+/).sort(), `${CADDYFILE}: upstreams must be each app replica on port ${image.exposedPort}`).toEqual(expected.sort());
    expect(/^\s*health_uri\s+\/readyz\s*$/m.test(block), `${CADDYFILE}: health_uri /readyz (unready while draining)`).toBe(true);
    // Retried after reaching a replica: GET and HEAD, and POST only to the contact form's keyed submissions.
    const retries = [...caddy.matchAll(/^\s*lb_retry_match\s*\{([^}]*)\}/gm)].map((m) => (m[1] ?? '').trim().replace(/\s+/g, ' '));
    expect(retries, `${CADDYFILE}: lb_retry_match`).toEqual(['method GET HEAD', 'method POST path /trpc/contact.submit /contact /es/contact /fr/contact /trpc/chat.start /trpc/chat.send /trpc/chat.say /trpc/chat.submit /trpc/booking.book /trpc/booking.reschedule /trpc/booking.cancel /book /es/book /fr/book /book/change/* /es/book/change/* /fr/book/change/*']);
    expect(/^\s*lb_try_duration\s+[1-9]\d*(ms|s|m)\s*$/m.test(block), `${CADDYFILE}: lb_try_duration retries a stopping replica's requests on another`).toBe(true);
    expect(/\btrusted_proxies\b/.test(caddy), `${CADDYFILE}: trusted_proxies would believe addresses sent to Caddy: the app counts the one Caddy saw`).toBe(false);
  });
  it('nginx (deploy/nginx/proxy.conf, what bench:instances runs) retries a POST on another instance only for the keyed contact submissions', () => {
    const conf = read(NGINX_PROXY).replace(/#.*$/gm, '');
    const locations = [...conf.matchAll(/^location\s+([^{]+)\{([^}]*)\}/gm)].map((m) => ({ at: (m[1] ?? '').trim(), body: m[2] ?? '' }));
    const retryingPosts = locations.filter((l) => /proxy_next_upstream\b[^;]*\bnon_idempotent\b/.test(l.body)).map((l) => l.at);
    expect(retryingPosts, `${NGINX_PROXY}: non_idempotent`).toEqual(['= /trpc/contact.submit', '~ ^/((es|fr)/)?(contact|book|book/change/[^/]+)$', '~ ^/trpc/(chat\\.(start|send|say|submit)|booking\\.(book|reschedule|cancel))$']);
    expect(/^proxy_next_upstream\b[^;]*;/m.exec(conf)?.[0], `${NGINX_PROXY}: the default retries`).not.toContain('non_idempotent');
    expect(locations.every((l) => /proxy_pass\s+http:\/\/site;/.test(l.body)), `${NGINX_PROXY}: every location proxies to the site`).toBe(true);
    expect(conf, `${NGINX_PROXY}: event streams are not buffered`).toMatch(/^proxy_buffering off;/m);
  });
});

describe('Docker Compose stack: uploaded images in its own S3-compatible storage, with no outside account', () => {
  const app = service('app');
  const migrate = service('migrate');
  const withImage = (restart: (r: unknown) => boolean) =>
    Object.entries(services).filter(([, s]) => S3_IMAGE.test(String(obj(s, 'service').image)) && restart(obj(s, 'service').restart));
  /** The long-running store and the one-off (restart: "no"), both on the store's image. */
  const stores = withImage((r) => r !== 'no');
  const oneOffs = withImage((r) => r === 'no');
  const [storeName = 'the S3-compatible service', storeValue] = stores[0] ?? [];
  const store = isObj(storeValue) ? storeValue : {};
  const storeEnv = composeEnvironment(store, storeName);
  const bucket = storeEnv.GARAGE_DEFAULT_BUCKET ?? '';
  const configOf = (s: Obj, where: string) => {
    const mounts = ((s.configs ?? []) as unknown[]).map((c) => obj(c, `${where}: configs`));
    const mount = mounts.find((c) => c.target === '/etc/garage.toml');
    if (!mount) throw new Error(`${COMPOSE_FILE}: ${where} must mount its configuration at /etc/garage.toml`);
    const configs = obj(compose.configs, `${COMPOSE_FILE}: configs`);
    return str(obj(configs[str(mount.source, `${where}: configs.source`)], `${COMPOSE_FILE}: configs.${String(mount.source)}`).content, 'content');
  };
  /** garage.toml, as the store reads it (a test without the store fails on the first line that reads it). */
  const garageToml = () => {
    if (stores.length !== 1) throw new Error(`${COMPOSE_FILE}: expected one long-running service with image dxflrs/garage:vX.Y.Z, found ${stores.length}`);
    return readToml(configOf(store, storeName));
  };
  const portOf = (addr: string | undefined) => Number(/:(\d+)$/.exec(addr ?? '')?.[1]);
  const appEnv = (name: string, s: Obj, dotEnv: Record<string, string>) =>
    Object.fromEntries(Object.entries(composeEnvironment(s, name)).map(([k, v]) => [k, interpolate(v, dotEnv, `${name} ${k}`)]));

  it('runs one S3-compatible store from a pinned Garage image, with a named volume and a health check, publishing no port', () => {
    expect(stores.map(([n]) => n), `${COMPOSE_FILE}: one long-running service with image dxflrs/garage:vX.Y.Z`).toHaveLength(1);
    const toml = garageToml();
    const [, major = 0, minor = 0] = (S3_IMAGE.exec(String(store.image)) ?? []).map(Number);
    expect(major * 1000 + minor, `${COMPOSE_FILE}: ${storeName}: --single-node and --default-bucket need Garage 2.3.0 or later`).toBeGreaterThanOrEqual(2003);
    expect(composeCommand(store, storeName), `${COMPOSE_FILE}: ${storeName} command`).toEqual(['/garage', 'server', '--single-node', '--default-bucket']);
    expect(bucket, `${COMPOSE_FILE}: ${storeName}: GARAGE_DEFAULT_BUCKET names the bucket`).toMatch(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/);
    const test = list(obj(store.healthcheck, `${COMPOSE_FILE}: ${storeName}.healthcheck`).test, `${storeName}.healthcheck.test`);
    expect(test[0], `${COMPOSE_FILE}: ${storeName} needs a health check`).toMatch(/^CMD(-SHELL)?$/);
    // The volume holds both of Garage's directories.
    const volumes = Object.keys(obj(compose.volumes, `${COMPOSE_FILE}: volumes`));
    const mount = ((store.volumes ?? []) as unknown[]).map(String).map((v) => v.split(':')).find(([source]) => volumes.includes(source ?? ''));
    expect(mount, `${COMPOSE_FILE}: ${storeName} keeps its data in a named volume`).toBeDefined();
    for (const dir of ['metadata_dir', 'data_dir']) {
      expect(toml['']?.[dir]?.startsWith(`${mount?.[1] ?? '?'}/`), `garage.toml: ${dir} must lie in the volume (${mount?.[1]})`).toBe(true);
    }
    // Inside the stack only: no published port, no host network.
    expect(store.ports, `${COMPOSE_FILE}: ${storeName} must not publish a port`).toBeUndefined();
    expect(publishedPorts(store, storeName), `${COMPOSE_FILE}: ${storeName} must not publish a port`).toEqual([]);
    expect(store.network_mode, `${COMPOSE_FILE}: ${storeName} stays on the stack's network`).toBeUndefined();
    // Secrets from deploy/.env with ${VAR:?message}: no default secret, none in garage.toml.
    for (const [key, value] of Object.entries(storeEnv).filter(([k]) => /SECRET|TOKEN|PASSWORD|_KEY$/.test(k))) {
      expect(value, `${COMPOSE_FILE}: ${storeName} ${key} must come from .env with \${VAR:?message}`).toMatch(/^\$\{[A-Z][A-Z0-9_]*:\?[^}]+\}$/);
    }
    expect(Object.keys(storeEnv), `${COMPOSE_FILE}: ${storeName} reads its RPC secret from the environment`).toContain('GARAGE_RPC_SECRET');
    expect(Object.keys(toml[''] ?? {}), 'garage.toml holds no secret (GARAGE_RPC_SECRET)').not.toContain('rpc_secret');
  });

  it('a one-off opens the bucket to anonymous reads once the store is healthy, and the migration and every instance wait for it', () => {
    expect(oneOffs.map(([n]) => n), `${COMPOSE_FILE}: one one-off (restart: "no") with the store's image`).toHaveLength(1);
    const [oneOffName = '', oneOffValue] = oneOffs[0] ?? [];
    const oneOff = obj(oneOffValue, oneOffName);
    expect(composeCommand(oneOff, oneOffName), `${COMPOSE_FILE}: ${oneOffName} makes the bucket's website endpoint answer`).toEqual(['/garage', 'bucket', 'website', '--allow', bucket]);
    expect(obj(obj(oneOff.depends_on, `${oneOffName}.depends_on`)[storeName], `${oneOffName}.depends_on.${storeName}`).condition, `${COMPOSE_FILE}: ${oneOffName} waits for a healthy ${storeName}`).toBe('service_healthy');
    // The garage CLI finds the node by its id (metadata_dir) and rpc_public_addr, with the same RPC secret.
    const toml = garageToml();
    expect(configOf(oneOff, oneOffName), `${COMPOSE_FILE}: ${oneOffName} reads the store's garage.toml`).toBe(configOf(store, storeName));
    expect(toml['']?.rpc_public_addr, `garage.toml: rpc_public_addr names ${storeName} (the one-off reaches the node there)`).toBe(`${storeName}:${portOf(toml['']?.rpc_bind_addr)}`);
    const storeVolume = ((store.volumes ?? []) as unknown[]).map(String).find((v) => v.endsWith(':/var/lib/garage'));
    expect((oneOff.volumes ?? []) as unknown[], `${COMPOSE_FILE}: ${oneOffName} mounts the store's volume read-only`).toContain(`${storeVolume ?? '?'}:ro`);
    expect(composeEnvironment(oneOff, oneOffName).GARAGE_RPC_SECRET, `${COMPOSE_FILE}: ${oneOffName} GARAGE_RPC_SECRET`).toBe(storeEnv.GARAGE_RPC_SECRET);
    expect(oneOff.ports, `${COMPOSE_FILE}: ${oneOffName} publishes nothing`).toBeUndefined();
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      const deps = obj(s.depends_on, `${name}.depends_on`);
      expect(obj(deps[oneOffName], `${name}.depends_on.${oneOffName}`).condition, `${COMPOSE_FILE}: ${name} waits for ${oneOffName} to succeed`).toBe('service_completed_successfully');
      expect(obj(deps[storeName], `${name}.depends_on.${storeName}`).condition, `${COMPOSE_FILE}: ${name} waits for a healthy ${storeName}`).toBe('service_healthy');
    }
  });

  it("by default the instances write to that store: MEDIA_S3_ENDPOINT names the service's S3 API, with its bucket, key and region", () => {
    const toml = garageToml();
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      const media = loadConfig({ ...image.env, ...appEnv(name, s, SAMPLE_DOT_ENV) }).media;
      if (media.kind !== 's3') throw new Error(`${COMPOSE_FILE}: ${name}: media must go to the S3-compatible store`);
      const endpoint = new URL(media.endpoint ?? 'http://missing');
      expect(endpoint.hostname, `${COMPOSE_FILE}: ${name}: MEDIA_S3_ENDPOINT must name the ${storeName} service`).toBe(storeName);
      expect(Number(endpoint.port), `${COMPOSE_FILE}: ${name}: MEDIA_S3_ENDPOINT's port is garage.toml's s3_api.api_bind_addr`).toBe(portOf(toml.s3_api?.api_bind_addr));
      expect(media.bucket, `${COMPOSE_FILE}: ${name}: MEDIA_S3_BUCKET`).toBe(bucket);
      expect(media.accessKeyId, `${COMPOSE_FILE}: ${name}: the store's access key`).toBe(interpolate(storeEnv.GARAGE_DEFAULT_ACCESS_KEY ?? '', SAMPLE_DOT_ENV, 'key'));
      expect(media.secretAccessKey, `${COMPOSE_FILE}: ${name}: the store's secret key`).toBe(interpolate(storeEnv.GARAGE_DEFAULT_SECRET_KEY ?? '', SAMPLE_DOT_ENV, 'secret'));
      // Garage refuses requests signed for another region than its s3_region.
      expect(media.region, `${COMPOSE_FILE}: ${name}: MEDIA_S3_REGION must be garage.toml's s3_region`).toBe(toml.s3_api?.s3_region);
    }
  });

  it('requires no outside account: no media variable is required, and every required one is in .env.example', () => {
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      for (const [key, value] of Object.entries(composeEnvironment(s, name)).filter(([k]) => k.startsWith('MEDIA_'))) {
        expect(value, `${COMPOSE_FILE}: ${name} ${key} must have a default, not \${VAR:?…}`).not.toMatch(/\$\{[A-Za-z0-9_]+:?\?/);
      }
    }
    const required = requiredVariables(read(COMPOSE_FILE));
    for (const key of ['MEDIA_S3_BUCKET', 'MEDIA_PUBLIC_URL', 'MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY']) {
      expect(required.has(key), `${COMPOSE_FILE} must not require ${key}: the stack brings its own store`).toBe(false);
    }
    const example = read(path.join(DEPLOY, '.env.example'));
    for (const key of required) {
      expect(new RegExp(`^${key}=`, 'm').test(example), `${DEPLOY}/.env.example must list ${key}=, which compose requires`).toBe(true);
      expect(SAMPLE_DOT_ENV[key], `SAMPLE_DOT_ENV (this test) lacks ${key}, which compose requires`).toBeDefined();
    }
  });

  it("Caddy serves the bucket on the site itself at MEDIA_PUBLIC_URL's path: the store's website endpoint, GET and HEAD of processed copies only", () => {
    const toml = garageToml();
    const env = appEnv('app', app, SAMPLE_DOT_ENV);
    const publicUrl = new URL(env.MEDIA_PUBLIC_URL ?? '');
    expect(publicUrl.origin, `${COMPOSE_FILE}: MEDIA_PUBLIC_URL is on the site's own origin (no other DNS name, nothing for the CSP)`).toBe(new URL(env.PUBLIC_URL ?? '').origin);
    const prefix = publicUrl.pathname.replace(/\/+$/, '');
    expect(prefix, `${COMPOSE_FILE}: MEDIA_PUBLIC_URL has a path of its own`).toMatch(/^\/[\w-]+$/);
    // The page's Content-Security-Policy lets images come from the site itself.
    expect(/imgSrc:\s*\[[^\]]*'self'/.test(read('server/plugins/helmet.ts')), "server/plugins/helmet.ts: img-src must allow 'self'").toBe(true);

    const caddy = read(CADDYFILE).replace(/(^|\s)#.*$/gm, '$1');
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const block = caddyBlock(caddy, new RegExp(`^\\s*handle_path\\s+${escaped}/\\*\\s*\\{`, 'm'), `${CADDYFILE}: handle_path ${prefix}/* (strips the prefix)`);
    const upstream = /^\s*reverse_proxy\s+(\S+)\s*\{/m.exec(block)?.[1];
    expect(upstream, `${CADDYFILE}: ${prefix}/* must go to the ${storeName} service's website endpoint`).toBe(`${storeName}:${portOf(toml.s3_web?.bind_addr)}`);
    expect(/^\s*header_up\s+Host\s+(\S+)\s*$/m.exec(block)?.[1], `${CADDYFILE}: Garage's website endpoint picks the bucket by Host`).toBe(bucket);
    expect(/^\s*method\s+GET\s+HEAD\s*$/m.test(block), `${CADDYFILE}: ${prefix}/*: GET and HEAD only`).toBe(true);
    expect(/^\s*respond\s+404\s*$/m.test(block), `${CADDYFILE}: ${prefix}/*: anything else is a 404`).toBe(true);
    const pattern = /^\s*path_regexp\s+(\S+)\s*$/m.exec(block)?.[1];
    if (!pattern) throw new Error(`${CADDYFILE}: ${prefix}/* must pass on only the keys of processed copies (path_regexp)`);
    const copies = new RegExp(pattern);

    // Every address the app makes below MEDIA_PUBLIC_URL is the prefix, then the bucket's key, and is passed on.
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const [width, height] of [[2400, 1600], [1000, 750], [300, 200]] as const) {
      for (const variant of variantWidths(width)) {
        for (const format of MEDIA_FORMATS) {
          const key = mediaKey({ id, width, height }, variant, format);
          const url = mediaUrl({ base: env.MEDIA_PUBLIC_URL ?? '', id, width, height }, variant, format);
          expect(url, 'src/shared/media.ts: a copy is at MEDIA_PUBLIC_URL/<key>').toBe(`${publicUrl.origin}${prefix}/${key}`);
          expect(copies.test(`/${key}`), `${CADDYFILE}: ${prefix}/${key} must reach the bucket`).toBe(true);
        }
      }
    }
    // Never the uploads as sent (server/services/media-storage.ts keeps them under originals/), nor a listing.
    for (const denied of [`/originals/${id}.jpg`, `/originals/${id}.png`, `/${id}/300x200/original.png`, '/', `/${id}/300x200/../../originals/${id}.jpg`, `/${id}/300x200/300.png`]) {
      expect(copies.test(denied), `${CADDYFILE}: ${prefix}${denied} must not reach the bucket`).toBe(false);
    }
  });

  it('an outside store (AWS S3, Cloudflare R2) is set in deploy/.env alone: its values replace every default', () => {
    for (const [name, s] of [['app', app], ['migrate', migrate]] as const) {
      const media = loadConfig({ ...image.env, ...appEnv(name, s, { ...SAMPLE_DOT_ENV, ...OUTSIDE_STORE }) }).media;
      expect(media, `${COMPOSE_FILE}: ${name}: the MEDIA_* variables of deploy/.env win over the defaults`).toEqual({
        kind: 's3',
        bucket: OUTSIDE_STORE.MEDIA_S3_BUCKET,
        region: OUTSIDE_STORE.MEDIA_S3_REGION,
        endpoint: OUTSIDE_STORE.MEDIA_S3_ENDPOINT,
        accessKeyId: OUTSIDE_STORE.MEDIA_S3_ACCESS_KEY_ID,
        secretAccessKey: OUTSIDE_STORE.MEDIA_S3_SECRET_ACCESS_KEY,
        publicUrl: OUTSIDE_STORE.MEDIA_PUBLIC_URL,
      });
      // AWS S3: MEDIA_S3_ENDPOINT set and empty leaves the SDK its own address (and virtual-hosted requests).
      const aws = loadConfig({ ...image.env, ...appEnv(name, s, { ...SAMPLE_DOT_ENV, ...OUTSIDE_STORE, MEDIA_S3_REGION: 'eu-central-1', MEDIA_S3_ENDPOINT: '' }) }).media;
      expect(aws.kind === 's3' && aws.endpoint, `${COMPOSE_FILE}: ${name}: an empty MEDIA_S3_ENDPOINT means AWS S3`).toBeUndefined();
    }
  });
});
