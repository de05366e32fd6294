import { Callout, DropdownMenu, IconButton, Select, Text, Tooltip } from '@radix-ui/themes';
import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isLocale, LOCALES, type Locale } from '@shared/locales';
import { LOCALE_NAMES, type TranslationRef } from '@shared/schemas/posts';
import { describedBy, FieldShell } from './FormField';
import { PlusIcon } from './AdminIcons';
import './translations.css';

/**
 * The pieces the Posts and Resources tabs and their forms share for content in three languages: the
 * language filter, the EN ✓ ES – FR ✓ cell, the 'Add translation' menu, the form's Language field,
 * its Translations line, and the notice of a new translation. The admin area is English: the languages
 * are named in their own tongue where an editor picks one (LOCALE_NAMES), in English in sentences.
 */

/** 'Add Spanish translation', 'Spanish: missing'. */
export const LANGUAGE_IN_ENGLISH = { en: 'English', es: 'Spanish', fr: 'French' } as const satisfies Record<Locale, string>;

/** What the tables and forms know of an item: the shape both adminList rows and byId share. */
export interface TranslatedItem {
  id: string;
  title: string;
  locale: Locale;
  translations: TranslationRef[];
}

/** Where an item's pages live: /admin/edit-post/{id}, /admin/new-post?translationOf=…&locale=… */
export interface ContentPaths {
  edit(id: string): string;
  /** The form of a new item (e.g. '/new-post'). */
  create: string;
  /** 'post' or 'resource', in sentences. */
  noun: string;
  /** Posts have drafts; every resource that exists is public. */
  drafts: boolean;
}

export const POST_PATHS: ContentPaths = { edit: (id) => `/edit-post/${id}`, create: '/new-post', noun: 'post', drafts: true };
export const RESOURCE_PATHS: ContentPaths = { edit: (id) => `/edit-resource/${id}`, create: '/new-resource', noun: 'resource', drafts: false };

/** 'Add translation': a new draft in `locale`, linked to the original `id` and prefilled from it. */
export function translationPath(paths: ContentPaths, id: string, locale: Locale): string {
  return `${paths.create}?${new URLSearchParams({ translationOf: id, locale }).toString()}`;
}

/** The languages a translation group does not have yet. */
export function missingLocales(translations: TranslationRef[]): Locale[] {
  return LOCALES.filter((l) => !translations.some((t) => t.locale === l));
}

const ALL = 'all';

/** English / Español / Français, after 'All languages' in a filter. */
function LanguageOptions({ all = false }: { all?: boolean }) {
  return (
    <Select.Content position="popper">
      {all ? <Select.Item value={ALL}>All languages</Select.Item> : null}
      {LOCALES.map((l) => (
        <Select.Item key={l} value={l}>
          {LOCALE_NAMES[l]}
        </Select.Item>
      ))}
    </Select.Content>
  );
}

/** All / English / Español / Français, beside a tab's search box. */
export function LanguageFilter({ value, onChange }: { value: Locale | undefined; onChange(value: Locale | undefined): void }) {
  return (
    <Select.Root value={value ?? ALL} onValueChange={(v) => onChange(isLocale(v) ? v : undefined)}>
      <Select.Trigger aria-label="Language" className="admin-language-filter" />
      <LanguageOptions all />
    </Select.Root>
  );
}

function stateOf(t: TranslationRef | undefined, drafts: boolean): string {
  if (!t) return 'missing';
  if (!drafts) return 'exists';
  return t.published ? 'published' : 'draft';
}

/**
 * Every language of an item's group: EN ✓ ES – FR ✓. An existing one links to its edit page and says
 * 'draft' when unpublished; each marker's accessible name is e.g. 'Spanish: missing'.
 */
export function TranslationsCell({ item, paths }: { item: TranslatedItem; paths: ContentPaths }) {
  return (
    <ul className="admin-translations" aria-label={`Languages of "${item.title}"`}>
      {LOCALES.map((locale) => {
        const t = item.translations.find((x) => x.locale === locale);
        const label = `${LANGUAGE_IN_ENGLISH[locale]}: ${stateOf(t, paths.drafts)}`;
        const code = locale.toUpperCase();
        return (
          <li key={locale}>
            {t ? (
              <Link href={paths.edit(t.id)} aria-current={t.id === item.id ? 'true' : undefined} className="admin-translations__mark admin-translations__mark--exists">
                {/* The marker for the eye; its name for screen readers says the same in words. */}
                <span aria-hidden="true">
                  {code} ✓{paths.drafts && !t.published ? <span className="admin-translations__draft"> draft</span> : null}
                </span>
                <span className="admin-sr-only">{label}</span>
              </Link>
            ) : (
              <span role="img" aria-label={label} className="admin-translations__mark admin-translations__mark--missing">
                {code} –
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The row's 'Add translation' menu: one item per missing language, each opening a new prefilled draft. */
export function AddTranslationMenu({ item, paths }: { item: TranslatedItem; paths: ContentPaths }) {
  const [, navigate] = useLocation();
  const missing = missingLocales(item.translations);
  const label = `Add translation of "${item.title}"`;
  if (missing.length === 0) {
    return (
      <Tooltip content="Every language exists">
        <IconButton variant="ghost" aria-label={label} disabled>
          <PlusIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <DropdownMenu.Root>
      <Tooltip content="Add translation">
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" aria-label={label}>
            <PlusIcon />
          </IconButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>Add translation</DropdownMenu.Label>
        {missing.map((locale) => (
          <DropdownMenu.Item key={locale} onSelect={() => navigate(translationPath(paths, item.id, locale))}>
            Add {LANGUAGE_IN_ENGLISH[locale]} translation
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * The confirm dialog's object: deleting one language leaves the others, and says so when there are others.
 * 'this blog post' alone (the spec's wording) for an item without translations.
 */
export function deleteWhat(what: string, item: TranslatedItem | null): string {
  if (!item) return what;
  const others = item.translations.filter((t) => t.locale !== item.locale).map((t) => LANGUAGE_IN_ENGLISH[t.locale]);
  if (others.length === 0) return what;
  const kept = others.length === 1 ? `its ${others[0]} translation stays` : `its ${others.join(' and ')} translations stay`;
  return `${what} in ${LANGUAGE_IN_ENGLISH[item.locale]} only (${kept})`;
}

/** The form's required Language select (English / Español / Français). */
export function LanguageField({ value, onChange, error }: { value: Locale; onChange(value: Locale): void; error?: string | undefined }) {
  const id = useId();
  const hint = 'Visitors read it on the site in this language.';
  return (
    <FieldShell id={id} label="Language" error={error} hint={hint}>
      <Select.Root value={value} onValueChange={(v) => isLocale(v) && onChange(v)} name="locale" required>
        <Select.Trigger id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className="admin-language-select" />
        <LanguageOptions />
      </Select.Root>
    </FieldShell>
  );
}

/**
 * When editing: the group's other languages (links to edit them) and the missing ones ('Add Spanish
 * translation'), from the translations the form loaded.
 */
export function TranslationsLine({ item, paths }: { item: TranslatedItem; paths: ContentPaths }) {
  const others = item.translations.filter((t) => t.id !== item.id);
  const missing = missingLocales(item.translations);
  return (
    <nav aria-label="Translations" className="admin-translations-line">
      <Text size="2" weight="medium">
        Translations
      </Text>
      <ul>
        {others.map((t) => (
          <li key={t.id}>
            <Link href={paths.edit(t.id)}>
              Edit {LANGUAGE_IN_ENGLISH[t.locale]} version
              {paths.drafts && !t.published ? ' (draft)' : ''}
            </Link>
          </li>
        ))}
        {missing.map((locale) => (
          <li key={locale}>
            <Link href={translationPath(paths, item.id, locale)}>Add {LANGUAGE_IN_ENGLISH[locale]} translation</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A new item's 'Add translation' origin, from the address: ?translationOf=<id>&locale=<es>. */
export function useTranslationRequest(): { translationOf: string | undefined; locale: Locale | undefined } {
  const params = new URLSearchParams(useSearch());
  const translationOf = params.get('translationOf') ?? undefined;
  const locale = params.get('locale');
  return { translationOf: translationOf || undefined, locale: isLocale(locale) ? locale : undefined };
}

/** 'Translating "<original title>" (English) into Español: replace the text below.' */
export function TranslationNotice({ original, into }: { original: { title: string; locale: Locale }; into: Locale }) {
  return (
    <Callout.Root color="blue" highContrast className="admin-translation-notice">
      <Callout.Text role="status">
        Translating "{original.title}" ({LOCALE_NAMES[original.locale]}) into {LOCALE_NAMES[into]}: replace the text below.
      </Callout.Text>
    </Callout.Root>
  );
}
