// typesafe-i18n's own, not src/i18n/i18n-util's: that module is in every page's first load, and would carry the parser there.
import { i18nString } from 'typesafe-i18n';
import type { NamespaceErrorsTranslation } from '../i18n/i18n-types';
import type { ErrorDomain } from '@shared/error-domain';
import type { Locale } from '@shared/locales';

export type { ErrorDomain };

/**
 * The translations of the server's error codes (the catalogues' `errors` namespace), one language's at a time:
 * a Spanish page loads the Spanish ones with its strings, before it hydrates (src/main.tsx), so a page the
 * server rendered with a refusal hydrates with the same words at once; the server loads both before rendering
 * (src/entry-server.tsx). English needs none: English pages show the server's sentence as it came.
 */
const TEXTS: Partial<Record<Exclude<Locale, 'en'>, NamespaceErrorsTranslation>> = {};
const LOADERS = { es: () => import('../i18n/es/errors'), fr: () => import('../i18n/fr/errors') };

export async function loadErrorTexts(locale: Locale): Promise<void> {
  if (locale === 'en' || TEXTS[locale]) return;
  TEXTS[locale] = (await LOADERS[locale]()).default;
}


const isCode = (texts: NamespaceErrorsTranslation, code: string): code is keyof NamespaceErrorsTranslation => Object.hasOwn(texts, code);

/** The sentence of `domain` in a translated language, or undefined for English and for a code it does not know. */
export function errorText(domain: ErrorDomain, locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  const texts = TEXTS[locale];
  return texts && isCode(texts, domain.code) ? i18nString(locale)(texts[domain.code], domain.params) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `data.domain` of a refused call's error data, when the server sent one. */
export function errorDomainOf(data: unknown): ErrorDomain | undefined {
  const domain = isRecord(data) ? data.domain : undefined;
  if (!isRecord(domain) || typeof domain.code !== 'string' || !isRecord(domain.params)) return undefined;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(domain.params)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  return { code: domain.code, params, ...(typeof domain.field === 'string' ? { field: domain.field } : {}) };
}
