/**
 * Reads the page's state script (src/entry-server.tsx writes it with superjson.stringify) without superjson
 * in the page's first JavaScript (decision 0013): what a page's data holds (Dates, undefined, the odd bigint)
 * is restored here, superjson's own way; anything rarer (a Map, a Set, an object seen twice, a custom class)
 * waits for superjson, with the tRPC client (src/lib/trpc-client.ts). tests/unit/page-state.test.ts checks both against superjson.
 */

/** superjson's output: the JSON, and where the values JSON cannot hold were (meta.values, a tree of paths). */
interface SuperJsonResult {
  json: unknown;
  meta?: { values?: unknown; referentialEqualities?: unknown; v?: number };
}

type Restore = (json: unknown) => unknown;
/** The annotations restored here: values without children (a Map, a Set or an Error has some). */
const RESTORE: Record<string, Restore> = {
  undefined: () => undefined,
  Date: (v) => new Date(v as string),
  bigint: (v) => BigInt(v as string),
  number: (v) => Number(v),
  regexp: (v) => {
    const s = v as string;
    const end = s.lastIndexOf('/');
    return new RegExp(s.slice(1, end), s.slice(end + 1));
  },
  URL: (v) => new URL(v as string),
};

/** superjson's path syntax (version 1): segments joined by dots, `\.` and `\\` escaped. */
function parsePath(path: string): string[] | null {
  const out: string[] = [];
  let seg = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '\\') {
      const next = path[++i];
      if (next !== '.' && next !== '\\') return null;
      seg += next;
    } else if (c === '.') {
      out.push(seg);
      seg = '';
    } else seg += c;
  }
  out.push(seg);
  return out;
}

interface Annotation {
  path: string[];
  restore: Restore;
}

/** The annotations of a values tree, or null when one is beyond this module. */
function annotations(tree: unknown, origin: string[], out: Annotation[]): Annotation[] | null {
  if (Array.isArray(tree)) {
    const [type, children] = tree as [unknown, unknown];
    const restore = typeof type === 'string' && Object.hasOwn(RESTORE, type) ? RESTORE[type] : undefined;
    if (!restore || children !== undefined) return null;
    out.push({ path: origin, restore });
    return out;
  }
  if (typeof tree !== 'object' || tree === null) return null;
  for (const [key, sub] of Object.entries(tree)) {
    const path = parsePath(key);
    if (!path || !annotations(sub, [...origin, ...path], out)) return null;
  }
  return out;
}

/** Restores the values in place; false when a path does not lead through plain objects and arrays. */
function apply(root: { value: unknown }, list: Annotation[]): boolean {
  for (const { path, restore } of list) {
    let parent: unknown = root;
    let key = 'value';
    for (const seg of path) {
      parent = (parent as Record<string, unknown>)[key];
      if (typeof parent !== 'object' || parent === null || Object.getPrototypeOf(parent) !== (Array.isArray(parent) ? Array.prototype : Object.prototype)) return false;
      key = seg;
    }
    const holder = parent as Record<string, unknown>;
    if (!Object.hasOwn(holder, key)) return false;
    holder[key] = restore(holder[key]);
  }
  return true;
}

/** The value superjson.stringify wrote into `text`, as superjson.parse would return it. */
export async function parsePageState<T>(text: string): Promise<T> {
  const data = JSON.parse(text) as SuperJsonResult;
  const meta = data.meta;
  if (!meta) return data.json as T;
  const list = meta.v === 1 && meta.referentialEqualities === undefined ? annotations(meta.values ?? {}, [], []) : null;
  if (list) {
    const root = { value: data.json };
    if (apply(root, list)) return root.value as T;
  }
  // superjson comes with the tRPC client's chunk, which the page loads soon anyway.
  const { superjson } = await import('./trpc-client');
  return superjson.parse<T>(text);
}
