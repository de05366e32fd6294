/**
 * zod 4 compiles parsers with `new Function` after probing for it; under our CSP (no 'unsafe-eval') the
 * probe itself is reported as a violation. The interpreted parser is plenty fast for forms.
 *
 * Set through the object zod reads its configuration from (`globalThis.__zod_globalConfig`, zod/v4/core),
 * not through `z.config()`: zod loads with the pages that have forms, and importing it here would put it in
 * every page's JavaScript. This module runs first (src/main.tsx); tests/unit/zod-config.test.ts checks that
 * zod sees the setting.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const g = globalThis as ZodGlobal;
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;

export {};
