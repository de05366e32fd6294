// PostCSS for the client build (Vite loads this file). One plugin: it cuts Radix Themes' prebuilt CSS
// down to what the code uses (decision 0013). Radix ships per-component CSS only as PostCSS sources
// that need its own plugin chain, so we start from its prebuilt granular files instead
// (tokens/base.css, tokens/colors/<scale>.css, components.css, utilities.css) and drop rules here:
//
//  - src/styles/radix-public.css (imported by src/main.tsx, render-blocking on every page) keeps the
//    rules of the Radix components that public code imports (every src file outside the admin
//    folders), the layout utilities whose prop, value and breakpoint appear in that code, and the
//    accent mappings of the colour scales it imports. Dark-theme rules go everywhere: the site never
//    sets a dark appearance (no `appearance` prop, no .dark class).
//  - src/styles/radix-admin.css (imported by the lazy admin chunk) keeps exactly the complement, so
//    the admin still has every Radix rule and no rule is loaded twice.
//
// The decision is a pure function of a selector and the scan of src/, so both files agree.
// tests/unit/bundle-budget.test.ts checks the scan (e.g. that public code never imports admin code).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(ROOT, 'src');
const RADIX = `${path.sep}@radix-ui${path.sep}themes${path.sep}`;
export const PUBLIC_ENTRY = 'radix-public.css';
export const ADMIN_ENTRY = 'radix-admin.css';

/** Source files that only the lazy admin chunk loads. */
export const ADMIN_DIRS = ['src/staff/'];
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];

// Radix components with their own CSS class roots (`rt-<Name>…`), longest names matched first,
// and the shared base classes each one uses.
const COMPONENTS = [
  'AlertDialog', 'AspectRatio', 'Avatar', 'Badge', 'Blockquote', 'Box', 'Button', 'Callout', 'Card', 'CheckboxCards',
  'CheckboxCard', 'CheckboxGroup', 'Checkbox', 'Code', 'ContainerInner', 'Container', 'ContextMenu', 'DataList', 'Dialog',
  'DropdownMenu', 'Em', 'Flex', 'Grid', 'Heading', 'HoverCard', 'IconButton', 'Inset', 'Kbd', 'Link', 'Popover', 'Progress',
  'Quote', 'RadioCards', 'RadioGroup', 'Radio', 'ScrollArea', 'Section', 'SegmentedControl', 'Select', 'Separator',
  'Skeleton', 'Slider', 'Spinner', 'Strong', 'Switch', 'TabNav', 'Table', 'Tabs', 'TextArea', 'TextField', 'Text',
  'ThemePanel', 'Tooltip', 'BaseButton', 'BaseCard', 'BaseCheckbox', 'BaseDialog', 'BaseMenu', 'BaseRadio', 'BaseTabList',
  'PopperContent',
].sort((a, b) => b.length - a.length);
const USES = {
  Button: ['BaseButton'], IconButton: ['BaseButton'], Card: ['BaseCard'], Container: ['ContainerInner'],
  Dialog: ['BaseDialog'], AlertDialog: ['BaseDialog'], DropdownMenu: ['BaseMenu', 'PopperContent', 'ScrollArea'],
  ContextMenu: ['BaseMenu', 'PopperContent', 'ScrollArea'], Select: ['PopperContent', 'ScrollArea'],
  Popover: ['PopperContent'], HoverCard: ['PopperContent'], Tooltip: ['PopperContent'], Tabs: ['BaseTabList'],
  TabNav: ['BaseTabList'], Checkbox: ['BaseCheckbox'], CheckboxGroup: ['BaseCheckbox', 'Checkbox'],
  CheckboxCards: ['BaseCard', 'BaseCheckbox', 'CheckboxCard'], Radio: ['BaseRadio'], RadioGroup: ['BaseRadio', 'Radio'],
  RadioCards: ['BaseCard', 'BaseRadio'],
};
// Which `rt-r-<abbr>` utility class each Radix prop sets (from '@radix-ui/themes/props').
const UTILITY_PROPS = {
  'rt-r-align': ['align'], 'rt-r-w': ['width'], 'rt-r-min-w': ['minWidth'], 'rt-r-max-w': ['maxWidth'], 'rt-r-h': ['height'],
  'rt-r-min-h': ['minHeight'], 'rt-r-max-h': ['maxHeight'], 'rt-r-weight': ['weight'], 'rt-r-tw': ['wrap'],
  'rt-r-display': ['display'], 'rt-r-gtc': ['columns'], 'rt-r-gap': ['gap'], 'rt-r-ai': ['align'], 'rt-r-trim': ['trim'],
  'rt-r-fd': ['direction'], 'rt-r-jc': ['justify'], 'rt-r-fw': ['wrap'], 'rt-r-cg': ['gapX'], 'rt-r-rg': ['gapY'],
  'rt-r-gta': ['areas'], 'rt-r-gtr': ['rows'], 'rt-r-gaf': ['flow'], 'rt-r-ac': ['alignContent'], 'rt-r-ji': ['justifyItems'],
  'rt-r-ta': ['align', 'justify'], 'rt-r-lt': ['trim'], 'rt-r-p': ['p'], 'rt-r-px': ['px'], 'rt-r-py': ['py'], 'rt-r-pt': ['pt'],
  'rt-r-pr': ['pr'], 'rt-r-pb': ['pb'], 'rt-r-pl': ['pl'], 'rt-r-position': ['position'], 'rt-r-inset': ['inset'],
  'rt-r-top': ['top'], 'rt-r-right': ['right'], 'rt-r-bottom': ['bottom'], 'rt-r-left': ['left'], 'rt-r-overflow': ['overflow'],
  'rt-r-ox': ['overflowX'], 'rt-r-oy': ['overflowY'], 'rt-r-fb': ['flexBasis'], 'rt-r-fs': ['flexShrink'], 'rt-r-fg': ['flexGrow'],
  'rt-r-ga': ['gridArea'], 'rt-r-gc': ['gridColumn'], 'rt-r-gcs': ['gridColumnStart'], 'rt-r-gce': ['gridColumnEnd'],
  'rt-r-gr': ['gridRow'], 'rt-r-grs': ['gridRowStart'], 'rt-r-gre': ['gridRowEnd'], 'rt-r-as': ['alignSelf'],
  'rt-r-js': ['justifySelf'], 'rt-r-m': ['m'], 'rt-r-mx': ['mx'], 'rt-r-my': ['my'], 'rt-r-mt': ['mt'], 'rt-r-mr': ['mr'],
  'rt-r-mb': ['mb'], 'rt-r-ml': ['ml'], 'rt-r-tl': ['layout'], 'rt-r-va': ['align'], 'rt-r-resize': ['resize'],
};
// Prop values that Radix renames in the class (its parseValue functions, e.g. justify="between" ->
// rt-r-jc-space-between): the class value is used when any of these source words is.
const VALUE_ALIASES = {
  'space-between': ['between'], 'space-around': ['around'], 'space-evenly': ['evenly'], flex: ['initial'], block: ['initial'],
  start: ['left'], end: ['right'], top: ['start'], middle: ['center'], bottom: ['end'], left: ['start'], right: ['end'],
  inset: ['current'],
};
const UTILITY_ROOTS = Object.keys(UTILITY_PROPS).sort((a, b) => b.length - a.length);

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => /\.(tsx?|css)$/.test(f));
}
const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');
export const isAdminFile = (f) => ADMIN_DIRS.some((d) => rel(f).startsWith(d));

/** What the public code uses: Radix components, prop names, string literals and breakpoints. */
export function scanPublicSource(dir = SRC) {
  const components = new Set(['Theme']);
  const words = new Set();
  const breakpoints = new Set();
  for (const file of sourceFiles(dir).filter((f) => !isAdminFile(f))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.replace(/^type\s+/, '');
        if (name) components.add(name);
      }
    }
    // Every identifier and every quoted literal: prop names (`mt=`, `md:`) and values ('4', "column").
    for (const m of text.matchAll(/[A-Za-z_$][\w$]*|'([^'\n]*)'|"([^"\n]*)"/g)) {
      const literal = m[1] ?? m[2];
      if (literal === undefined) words.add(m[0]);
      else for (const w of literal.split(/\s+/)) words.add(w);
    }
    for (const m of text.matchAll(/\b(xs|sm|md|lg|xl)\s*:/g)) breakpoints.add(m[1]);
  }
  const keep = new Set();
  for (const c of components) for (const k of [c, ...(USES[c] ?? [])]) keep.add(k);
  return { components: keep, words, breakpoints };
}

function ownerOf(cls) {
  return COMPONENTS.find((c) => cls === c || (cls.startsWith(c) && /[A-Z]/.test(cls[c.length] ?? ''))) ?? cls;
}

/** Decides, for one selector of a Radix rule, whether the public bundle needs it. */
export function makePublicTest(scan, accents) {
  const bpOk = (bp) => !bp || scan.breakpoints.has(bp);
  return function isPublic(selector, kind) {
    if (kind.startsWith('color:')) return accents.has(kind.slice(6));
    for (const m of selector.matchAll(/\.(?:(\w+)\\:)?rt-([A-Z]\w*)/g)) {
      if (!bpOk(m[1]) || !scan.components.has(ownerOf(m[2]))) return false;
    }
    for (const m of selector.matchAll(/\.(\w+)\\:rt-/g)) if (BREAKPOINTS.includes(m[1]) && !bpOk(m[1])) return false;
    const accent = /\[data-(?:accent|gray)-color='(\w+)'\]/.exec(selector);
    if (accent && !accents.has(accent[1])) return false;
    if (kind === 'utilities') {
      for (const m of selector.matchAll(/\.(?:(\w+)\\:)?(rt-r-[\w-]+)/g)) {
        const cls = m[2];
        const root = UTILITY_ROOTS.find((r) => cls === r || cls.startsWith(`${r}-`));
        if (!root) continue;
        const value = cls.slice(root.length + 1);
        if (!UTILITY_PROPS[root].some((p) => scan.words.has(p))) return false;
        if (value && !scan.words.has(value) && !(VALUE_ALIASES[value] ?? []).some((w) => scan.words.has(w))) return false;
      }
    }
    return true;
  };
}

const isDark = (selector) => /\.dark(-theme)?\b/.test(selector);
function kindOf(file) {
  const scale = /tokens[\\/]colors[\\/](\w+)\.css$/.exec(file);
  if (scale) return `color:${scale[1]}`;
  return file.includes(`${RADIX}utilities.css`) ? 'utilities' : 'other';
}

function radixSubset() {
  let scan;
  return {
    postcssPlugin: 'radix-subset',
    OnceExit(root) {
      const entry = path.basename(root.source?.input.file ?? '');
      if (entry !== PUBLIC_ENTRY && entry !== ADMIN_ENTRY) return;
      const wantPublic = entry === PUBLIC_ENTRY;
      scan ??= scanPublicSource();
      // The colour scales the public entry imports; their accent mappings in tokens/base.css follow them.
      const publicCss = fs.readFileSync(path.join(SRC, 'styles', PUBLIC_ENTRY), 'utf8');
      const accents = new Set([...publicCss.matchAll(/tokens\/colors\/(\w+)\.css/g)].map((m) => m[1]));
      const isPublic = makePublicTest(scan, accents);
      const fromRadix = (node) => (node.source?.input.file ?? '').includes(RADIX);

      root.walkRules((rule) => {
        if (!fromRadix(rule)) return;
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
        const kind = kindOf(rule.source.input.file);
        const kept = rule.selectors.filter((s) => !isDark(s) && isPublic(s, kind) === wantPublic);
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      // Keyframes and font faces: the public bundle has them all; the admin needs none of its own.
      if (!wantPublic) {
        root.walkAtRules(/^(font-face|(-webkit-)?keyframes)$/, (at) => {
          if (fromRadix(at)) at.remove();
        });
      }
      root.walkComments((c) => {
        if (fromRadix(c)) c.remove();
      });
      let emptied = true;
      while (emptied) {
        emptied = false;
        root.walkAtRules((at) => {
          if (at.nodes && at.nodes.length === 0) {
            at.remove();
            emptied = true;
          }
        });
      }
    },
  };
}
radixSubset.postcss = true;

export default { plugins: [radixSubset()] };
