import './lib/zod-config';
import './styles/radix-public.css';
import './styles.css';
import { loadPageFor } from './page-loader';
import { isClientOnly } from './route-manifest';
import { splitLocale } from '@shared/locales';

/** At the latest, the scripts start this long after the page began loading, even if an image never arrives. */
const CONTENT_WAIT_MAX_MS = 3000;

/**
 * The server's HTML is the whole page; the scripts make it interactive. They download once the page has
 * shown its content (the load event: stylesheets and images), so on a slow connection the text and the
 * largest image do not share the bandwidth with React and the page's code.
 */
function afterContent(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, Math.max(0, CONTENT_WAIT_MAX_MS - performance.now()));
  });
}

async function main() {
  await afterContent();
  const { pathname } = window.location;
  // The page's chunk and its language, in parallel with React: the first render then matches the server's HTML.
  // An admin address loads its own chunk once React runs.
  const [{ start }] = await Promise.all([
    import('./hydrate'),
    // Its strings: the language's catalogue and the namespaces the page shows (src/lib/i18n-strings.ts).
    import('./lib/i18n-strings').then((m) => m.loadPageStrings(pathname)),
    // The server's refusals in the page's language (none for English), ready before a form shows one.
    import('./lib/error-texts').then((m) => m.loadErrorTexts(splitLocale(pathname).locale)),
    isClientOnly(pathname) ? null : loadPageFor(pathname),
  ]);
  await start();
}

void main();
