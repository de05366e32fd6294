import { Button, Flex } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import '../../public/blog/blog.css';
import { ContentFormPage, FRESH, storedRead, type StoredRead } from '../components/ContentFormPage';
import { FormActions, InputField, TextAreaField } from '../components/FormField';
import { SwitchField } from '../components/SwitchField';
import { useContentForm, type ContentEditorProps } from '../components/use-content-form';
import { FeaturedImageField } from '../components/FeaturedImageField';
import { serverFieldErrors } from '../components/use-admin-form';
import { ContentEditor, DraftOffer } from '../components/ContentEditor';
import { RevisionsDialog, useRestoreRevision } from '../components/RevisionsDialog';
import { SeoFields } from '../components/SeoFields';
import { useUnsavedDraft } from '../components/use-unsaved-draft';
import { errorCode } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { type Locale, postPath } from '@shared/locales';
import { FIRM_TIME_ZONE, formatFirmTime, fromFirmLocalInput, toFirmLocalInput } from '@shared/firm-time';
import { POST_MSG, postInput, slugRedirectsMsg } from '@shared/schemas/posts';
import { slugify } from '@shared/slugify';
import { LANGUAGE_IN_ENGLISH, LanguageField, POST_PATHS, TranslationNotice, TranslationsLine } from '../components/translations';

type PostFormValues = {
  title: string;
  slug: string;
  description: string;
  category: string;
  imageUrl: string;
  /** Required whenever imageUrl is set (postInput). */
  imageAlt: string;
  content: string;
  published: boolean;
  featured: boolean;
  locale: Locale;
  /** Not edited here yet, but kept: a save must not wipe the search-result fields. */
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  /** With Published on and a later time: Scheduled (the server publishes it then). */
  publishAt: Date | null;
};

const EMPTY: PostFormValues = {
  title: '',
  slug: '',
  description: '',
  category: '',
  imageUrl: '',
  imageAlt: '',
  content: '',
  published: false,
  featured: false,
  locale: 'en',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  publishAt: null,
};

/**
 * 'Add translation': the original's text for the translator to replace, in the chosen language, as a draft;
 * its search-result fields are written afresh for the new language.
 */
function translationValues(original: StoredPost, locale: Locale): PostFormValues {
  // The category too: the original's is a category of another language's blog (the field suggests this language's).
  return { ...toValues(original), category: '', published: false, publishAt: null, locale, metaTitle: '', metaDescription: '', socialImage: '' };
}

/** The dashboard's Blog Posts tab. */
const LIST = '~/admin';

/** How the server's 'still redirects' message begins, whatever post it names. */
const SLUG_REDIRECTS_PREFIX = slugRedirectsMsg('').split('“')[0] ?? '';

function isScheduled(post: { published: boolean; publishAt: Date | null }): boolean {
  return !post.published && post.publishAt !== null && post.publishAt > new Date();
}

/** 'Publish at', in the firm's time zone whatever the editor's computer says; empty = when saved. */
function PublishAtField({ value, published, onChange, error }: { value: Date | null; published: boolean; onChange(value: Date | null): void; error?: string | undefined }) {
  const [text, setText] = useState(() => toFirmLocalInput(value));
  useEffect(() => setText(toFirmLocalInput(value)), [value]);
  const scheduled = published && value !== null && value > new Date();
  const hint = scheduled
    ? `Scheduled: published automatically on ${formatFirmTime(value)}.`
    : `Eastern Time (${FIRM_TIME_ZONE}). With Published on and a later time, the post is scheduled; empty publishes it when you save.`;
  return (
    <InputField
      label="Publish at"
      name="publishAt"
      type="datetime-local"
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '') onChange(null);
        else {
          const at = fromFirmLocalInput(next);
          if (at) onChange(at);
        }
      }}
      error={error}
      hint={hint}
    />
  );
}

function toValues(post: RouterOutputs['posts']['byId']): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    description: post.description,
    category: post.category,
    imageUrl: post.imageUrl ?? '',
    imageAlt: post.imageAlt,
    content: post.content,
    // A scheduled post is stored unpublished with its time: in the form it is Published, at that time.
    published: post.published || isScheduled(post),
    featured: post.featured,
    locale: post.locale,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    socialImage: post.socialImage ?? '',
    publishAt: post.publishAt,
  };
}

type StoredPost = RouterOutputs['posts']['byId'];

/** A draft read back from the browser: JSON kept 'Publish at' as text. */
function reviveDates(values: PostFormValues): PostFormValues {
  const at: unknown = values.publishAt;
  return { ...EMPTY, ...values, publishAt: typeof at === 'string' ? new Date(at) : null };
}

function PostEditor(props: ContentEditorProps<PostFormValues, StoredPost>) {
  const { id: postId, stored, original } = props;
  /** A slug the server said is still another post's old address: saving it again takes it over. */
  const [redirectingSlug, setRedirectingSlug] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const create = trpc.posts.create.useMutation();
  const update = trpc.posts.update.useMutation();
  const utils = trpc.useUtils();
  const form = useContentForm({
    noun: 'post',
    schema: postInput,
    editor: props,
    toValues,
    paths: POST_PATHS,
    list: LIST,
    save: (data, loaded) => {
      // The editor was told this slug is another post's old address and saves again: take it over.
      const takeOverRedirect = redirectingSlug === data.slug;
      if (postId) return update.mutateAsync({ id: postId, version: loaded, data, takeOverRedirect });
      return create.mutateAsync({ ...data, takeOverRedirect, ...(original ? { translationOf: original.id } : {}) });
    },
    // Stored unpublished with a time to come = scheduled (rowFor on the server).
    savedNote: (saved) => (!saved.published && saved.publishAt ? `Scheduled for ${formatFirmTime(saved.publishAt)}: it appears on the site then.` : null),
    onSaved: (_saved, leaving) => {
      if (leaving) draft.clear();
      else draft.saved();
      void utils.posts.invalidate();
    },
    fieldErrors: (err, data) => {
      const fields = serverFieldErrors(err);
      if (fields.slug?.startsWith(SLUG_REDIRECTS_PREFIX)) setRedirectingSlug(data.slug);
      // A duplicate slug is answered as CONFLICT; map the code too, so the message sits under Slug even
      // when the server's field errors are missing.
      if (errorCode(err) === 'CONFLICT' && !fields.slug && !fields.locale) fields.slug = POST_MSG.slugTaken;
      return fields;
    },
  });
  const { values, errors, update: set, field, base, formRef, saving } = form;
  const categories = useCategories(values.locale);
  // An autosaved copy of unsaved changes, per post (or per new post / translation), offered back on reopening.
  const draft = useUnsavedDraft({ key: postId ?? (original ? `new:${original.id}:${props.initial.locale}` : 'new'), values, base, dirty: form.dirty, revive: reviveDates });
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const restoreRevision = useRestoreRevision('post', form);

  const onTitle = (title: string) => {
    // Spec: the slug follows the title while it is empty or still the title's own slug.
    const follows = values.slug === '' || values.slug === slugify(values.title);
    set(follows ? { title, slug: slugify(title) } : { title });
  };

  const slugChanged = postId !== undefined && values.slug !== base.values.slug;
  const oldAddressKept = base.values.published;
  const address = postPath(values.locale, values.slug || '…');

  return (
    <form ref={formRef} onSubmit={form.submit} noValidate aria-label={postId ? 'Edit post' : 'New post'}>
      <Flex direction="column" gap="4">
        {draft.offer ? (
          <DraftOffer
            savedAt={draft.offer.savedAt}
            stale={draft.offer.stale}
            onRestore={() => {
              const restored = draft.takeOffer();
              if (restored) set(restored);
            }}
            onDiscard={draft.discardOffer}
          />
        ) : null}
        {original ? <TranslationNotice original={original} into={values.locale} /> : null}
        <LanguageField value={values.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        {stored ? <TranslationsLine item={stored} paths={POST_PATHS} /> : null}
        <InputField label="Title" {...field('title')} onChange={onTitle} />
        <InputField
          label="Slug"
          {...field('slug')}
          hint={
            slugChanged
              ? oldAddressKept
                ? `The post's address changes to ${address}; links to the old address will lead here.`
                : `The post's address changes to ${address}.`
              : `Lowercase letters, numbers and hyphens: the post's address is ${address}`
          }
        />
        <TextAreaField label="Short Description" rows={3} {...field('description')} />
        <InputField
          {...field('category')}
          label="Category"
          list="post-categories"
          hint={`Visitors filter the blog by category: reuse an existing ${LANGUAGE_IN_ENGLISH[values.locale]} one where it fits.`}
        />
        <datalist id="post-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FeaturedImageField urlField={field('imageUrl')} altField={field('imageAlt')} onChange={set} />
        <ContentEditor field={field('content')} featuredImage={values.imageUrl} />
        <SeoFields field={field} title={values.title} description={values.description} imageUrl={values.imageUrl} path={address} />
        <SwitchField label="Published" hint="Make this post visible to visitors" checked={values.published} onChange={(published) => set({ published })} />
        <PublishAtField value={values.publishAt} published={values.published} onChange={(publishAt) => set({ publishAt })} error={errors.publishAt} />
        <SwitchField label="Featured" hint="Show this post in featured sections" checked={values.featured} onChange={(featured) => set({ featured })} />
        <FormActions
          changedNotice={form.changedNotice}
          saving={saving}
          saveLabel="Save Post"
          onCancel={() => draft.confirmLeave() && navigate(LIST)}
          onSaveAndClose={form.saveAndClose}
          extra={
            postId ? (
              <Button type="button" variant="soft" onClick={() => setRevisionsOpen(true)} disabled={saving}>
                Revisions
              </Button>
            ) : null
          }
        />
        {postId ? <RevisionsDialog open={revisionsOpen} onOpenChange={setRevisionsOpen} kind="post" id={postId} current={values} unsaved={form.dirty} onRestore={restoreRevision} /> : null}
      </Flex>
    </form>
  );
}

/** Suggestions only: the language's distinct categories, capped on the server (posts.categories), not the whole post list. */
function useCategories(locale: Locale): string[] {
  const list = trpc.posts.categories.useQuery({ locale }, { staleTime: 60_000, placeholderData: keepPreviousData });
  return list.data ?? NO_CATEGORIES;
}
const NO_CATEGORIES: string[] = [];

function usePost(id: string): StoredRead<StoredPost> {
  const utils = trpc.useUtils();
  return storedRead(trpc.posts.byId.useQuery({ id }, FRESH), () => utils.posts.byId.fetch({ id }, FRESH));
}

/** /admin/new-post, /admin/new-post?translationOf={id}&locale={es|fr|en} and /admin/edit-post/{id}. */
export default function PostFormPage() {
  return <ContentFormPage noun="post" back={LIST} wide empty={EMPTY} toValues={toValues} translationValues={translationValues} useStored={usePost} Editor={PostEditor} />;
}
