import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TypesafeI18n, { useI18nContext } from '../../src/i18n/i18n-react';
import type { TranslationFunctions } from '../../src/i18n/i18n-types';
import es_servicePages from '../../src/i18n/es/servicePages';
import { loadNamespace, loadPageStrings, loadStrings, namespaceLoaded } from '../../src/lib/i18n-strings';
import { namespacesOf } from '../../src/route-manifest';

/** typesafe-i18n's `LL` as a page gets it, made when the language was set (hydration, a language switch). */
function llOf(locale: 'en' | 'es'): TranslationFunctions {
  let LL: TranslationFunctions | undefined;
  function Grab() {
    LL = useI18nContext().LL;
    return null;
  }
  renderToString(
    <TypesafeI18n locale={locale}>
      <Grab />
    </TypesafeI18n>,
  );
  if (!LL) throw new Error('no LL');
  return LL;
}

// src/lib/i18n-strings.ts: a namespace that arrives after `LL` was made still shows through it (decision 0013).
describe('page string namespaces', () => {
  it('the services pages load the servicePages namespace; the others only the catalogue', () => {
    expect(namespacesOf('/services')).toEqual(['servicePages']);
    expect(namespacesOf('/es/services/vawa')).toEqual(['servicePages']);
    expect(namespacesOf('/fr')).toEqual([]);
    expect(namespacesOf('/contact')).toEqual([]);
  });

  it('a namespace loaded after LL was made shows through that LL', async () => {
    await loadStrings('es');
    const LL = llOf('es');
    expect(LL.nav.home()).toBe('Inicio');
    expect(namespaceLoaded('es', 'servicePages')).toBe(false);
    await loadNamespace('es', 'servicePages');
    expect(namespaceLoaded('es', 'servicePages')).toBe(true);
    expect(LL.servicePages.pageTitle()).toBe(es_servicePages.pageTitle);
    expect(LL.servicePages.vawa.safetyText({ hotline: '1-800' })).toContain('1-800');
    // Loading the catalogue again (a later language switch back) keeps it.
    await loadStrings('es');
    expect(llOf('es').servicePages.detention.listTitle()).toBe(es_servicePages.detention.listTitle);
  });

  it('a services page in English has its namespace before it renders', async () => {
    await loadPageStrings('/services/family');
    expect(namespaceLoaded('en', 'servicePages')).toBe(true);
    expect(llOf('en').servicePages.family.listTitle()).toBe('Our family immigration services');
  });
});
