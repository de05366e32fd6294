/** Business constants of decision 0018, named once. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_LOADING_PLACEHOLDERS = 6;
export const RESOURCES_PAGE_SIZE = 6;
export const RESOURCES_LOADING_PLACEHOLDERS = 3;
export const HELPFUL_RESOURCES_COUNT = 3;
export const POST_FAQ_ITEMS = 4;
export const HOME_FAQ_ITEMS = 10;

/**
 * Bounds on every list a client can ask for (decision 0019): the server never answers with more rows.
 * The spec does not number the resources page's "Additional Resources": it shows the newest 100.
 */
export const PUBLIC_RESOURCES_MAX = 100;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Category suggestions in the post form: distinct categories, alphabetical, at most this many. */
export const POST_CATEGORIES_MAX = 200;
/**
 * A blog search ranks at most this many matches, the newest: a word found in most posts costs the same at
 * 100 or 100,000 posts, and the total then says "at least" this many.
 */
export const SEARCH_MATCHES_MAX = 300;
/** sitemaps.org allows 50,000 URLs per file; we stay under it with room to spare. */
export const SITEMAP_MAX_URLS = 45_000;

export const SIGN_IN_PASSWORD_MIN = 6;
/** Decision 0006: every new password, sign-up included. */
export const NEW_PASSWORD_MIN = 8;

export const POST_MIN = { title: 4, slug: 4, description: 10, content: 50, category: 2 } as const;
export const RESOURCE_MIN = { title: 4, description: 10, type: 2, icon: 2 } as const;
export const RESOURCE_ICONS = ['FileText', 'BookOpen', 'Link'] as const;
export type ResourceIcon = (typeof RESOURCE_ICONS)[number];
export const DEFAULT_RESOURCE_ICON: ResourceIcon = 'FileText';

export const CHAT_GREETING_DELAY_MS = 1000;
export const CONTACT_SUBMIT_MIN_MS = 1500;
export const CONTACT_THANKS_MS = 5000;
export const AUTH_VERIFY_MIN_MS = 1500;
export const HEADER_SOLID_SCROLL_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const ADMIN_TOOLS_STUB_DELAY_MS = 2000;
export const MAP_HEIGHT_PX = 450;

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const COPYRIGHT_YEAR = 2025;

/** What a failure says when the server sent no sentence of its own (src/lib/toast.tsx, src/lib/form-messages.ts). */
export const UNEXPECTED = 'An unexpected error occurred';

/** Live replies (decision 0021): an open inbox tab beats this often while its staff member is 'Available'... */
export const PRESENCE_BEAT_MS = 20_000;
/** ...and a staff member whose last beat is older than this counts as away (a tab closed without a word). */
export const PRESENCE_TTL_MS = 45_000;
