import { z } from 'zod';
import { BLOG_PAGE_SIZE, POST_MIN, RESOURCE_ICONS, RESOURCE_MIN } from '../constants';
import { text } from './text';
import { adminSearchInput } from './paging';
import { LOCALES } from '../locales';

/** A content language: every post and resource has one, and every public list is read in one. */
export const localeField = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` });
export const LOCALE_NAMES = { en: 'English', es: 'Español', fr: 'Français' } as const satisfies Record<(typeof LOCALES)[number], string>;

export const blogListInput = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  q: text().trim().max(200).default(''),
  category: text().trim().max(100).default(''),
  locale: localeField.default('en'),
});
export type BlogListInput = z.input<typeof blogListInput>;

export const slugInput = z.object({ slug: text().trim().min(1).max(200), locale: localeField.default('en') });


/**
 * Search-result fields: the hard limits the server enforces, and the lengths search engines show (the form's
 * counters turn amber past them).
 */
export const META_LIMITS = { title: 120, description: 320, titleShown: 60, descriptionShown: 155 } as const;

/** The spec's sentence for a text shorter than its minimum, in every form. */
const atLeast = (label: string, min: number) => `${label} must be at least ${min} characters`;

/** What posts and resources share: a title and a description, with the spec's minimum lengths. */
const contentMsg = (min: { title: number; description: number }) => ({ title: atLeast('Title', min.title), description: atLeast('Description', min.description) });
const titleField = (min: number, message: string) => text().trim().min(min, message).max(200, 'Title must be at most 200 characters');

/** Decision 0018 messages, once: the post form shows them and the server's input schema enforces them. */
export const POST_MSG = {
  ...contentMsg(POST_MIN),
  slug: atLeast('Slug', POST_MIN.slug),
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  content: atLeast('Content', POST_MIN.content),
  category: 'Category is required',
  slugTaken: 'This slug is already used by another post',
  imageAlt: 'Alt text is required for the featured image',
} as const;

/** The post form's fields without the rule across them (see postInput): for reading back stored revisions and rows. */
export const postFields = z.object({
  title: titleField(POST_MIN.title, POST_MSG.title),
  slug: text()
    .trim()
    .min(POST_MIN.slug, POST_MSG.slug)
    .max(120, 'Slug must be at most 120 characters')
    .regex(/^[a-z0-9-]+$/, POST_MSG.slugFormat),
  description: text().trim().min(POST_MIN.description, POST_MSG.description).max(500, 'Description must be at most 500 characters'),
  category: text().trim().min(POST_MIN.category, POST_MSG.category).max(60, 'Category must be at most 60 characters'),
  /** Optional, no format check in the spec; the renderer and cards only ever use http(s) or same-site URLs. */
  imageUrl: text().trim().max(2000, 'Image URL must be at most 2000 characters').default(''),
  /** The featured image's alt text; required whenever imageUrl is set (postInput). */
  imageAlt: text().trim().max(500, 'Alt text must be at most 500 characters').default(''),
  content: text().min(POST_MIN.content, POST_MSG.content).max(100_000, 'Content must be at most 100,000 characters'),
  published: z.boolean().default(false),
  featured: z.boolean().default(false),
  locale: localeField.default('en'),
  /** With published on and a time in the future: scheduled, published by the server at that time. */
  publishAt: z.date({ error: 'Publish at must be a date and time' }).nullable().default(null),
  metaTitle: text().trim().max(META_LIMITS.title, `Meta title must be at most ${META_LIMITS.title} characters`).default(''),
  metaDescription: text().trim().max(META_LIMITS.description, `Meta description must be at most ${META_LIMITS.description} characters`).default(''),
  /** Optional; the featured image when empty. Same URL rules as the featured image. */
  socialImage: text().trim().max(2000, 'Social image URL must be at most 2000 characters').default(''),
});

/** What a save must pass: the fields, and alt text whenever there is a featured image (the message sits under Alt text). */
export const postInput = postFields.superRefine((post, ctx) => {
  if (post.imageUrl !== '' && post.imageAlt === '') ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: POST_MSG.imageAlt });
});
export type PostInput = z.input<typeof postInput>;
export type PostValues = z.output<typeof postInput>;

export const RESOURCE_MSG = {
  ...contentMsg(RESOURCE_MIN),
  type: 'Type is required',
  link: 'Please enter a valid URL',
  icon: 'Icon is required',
} as const;

export const resourceInput = z.object({
  title: titleField(RESOURCE_MIN.title, RESOURCE_MSG.title),
  description: text().trim().min(RESOURCE_MIN.description, RESOURCE_MSG.description).max(1000, 'Description must be at most 1000 characters'),
  type: text().trim().min(RESOURCE_MIN.type, RESOURCE_MSG.type).max(60, 'Type must be at most 60 characters'),
  link: text()
    .trim()
    .max(2000, RESOURCE_MSG.link)
    .pipe(z.url({ protocol: /^https?$/, error: RESOURCE_MSG.link })),
  icon: text()
    .trim()
    .min(RESOURCE_MIN.icon, RESOURCE_MSG.icon)
    .pipe(z.enum(RESOURCE_ICONS, { error: `Icon must be one of ${RESOURCE_ICONS.join(', ')}` })),
  locale: localeField.default('en'),
});
export type ResourceInput = z.input<typeof resourceInput>;

export const idInput = z.object({ id: z.uuid('Not found') });

/** 'Add translation': a new item in another language, in the translation group of `translationOf`. */
const translationOf = z.uuid('The original no longer exists.').optional();
/**
 * takeOverRedirect: the slug still redirects to another post (its old address); saving with it confirmed
 * makes the address this post's, and the old link then leads here.
 */
const takeOverRedirect = z.boolean().default(false);
export const postCreateInput = postInput.extend({ translationOf, takeOverRedirect });
export const resourceCreateInput = resourceInput.extend({ translationOf });

/** One language of a translation group, as the admin tables and forms show it. */
export interface TranslationRef {
  id: string;
  locale: (typeof LOCALES)[number];
  published: boolean;
}

/** The message when a translation group already has that language. */
export function translationExistsMsg(kind: 'post' | 'resource', locale: (typeof LOCALES)[number]): string {
  return `This ${kind} already has a version in ${LOCALE_NAMES[locale]}: edit that one instead.`;
}

/** The version a form loaded: an update saves only over that version (CONFLICT once someone else saved). */
export const CHANGED_MSG = {
  post: 'This post was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
  resource: 'This resource was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
} as const;
export const recordVersion = z.number().int().min(1).max(2_147_483_647);
export const postUpdateInput = idInput.extend({ version: recordVersion, data: postInput, takeOverRedirect });
/** 'Restore' on a revision: saved over the version the form loaded, like any save. */
export const restoreRevisionInput = z.object({ revisionId: z.uuid('Not found'), version: recordVersion });

/** The message when a slug is still the old address of another post. */
export function slugRedirectsMsg(title: string): string {
  return `This slug is the old address of “${title}” and still redirects there. Save again to use it for this post; the old link will then open this one.`;
}
export const resourceUpdateInput = idInput.extend({ version: recordVersion, data: resourceInput });

/** The admin Posts and Resources tabs: paged and searched (adminSearchInput), optionally one language. */
export const adminContentListInput = adminSearchInput.extend({ locale: localeField.optional() });
