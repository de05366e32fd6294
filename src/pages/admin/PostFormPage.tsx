import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import '../../components/blog/blog.css';
import { ChangedNotice, InputField, TextAreaField } from '../../components/admin/FormField';
import { FormLoading, FormPageShell } from '../../components/admin/FormPageShell';
import { SwitchField } from '../../components/admin/SwitchField';
import { focusFirstInvalid, serverFieldErrors, useZodForm } from '../../components/admin/use-zod-form';
import { errorCode, errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { renderPostBody } from '../../shared/post-body';
import { type Locale, postPath } from '../../shared/locales';
import { FIRM_TIME_ZONE, formatFirmTime, fromFirmLocalInput, toFirmLocalInput } from '../../shared/firm-time';
import { CHANGED_MSG, POST_MSG, postInput, slugRedirectsMsg } from '../../shared/schemas/posts';
import { slugify } from '../../shared/slugify';
import {
  LanguageField,
  POST_PATHS,
  TranslationNotice,
  TranslationsLine,
  useTranslationRequest,
  type TranslatedItem,
} from '../../components/admin/translations';

type PostFormValues = {
  title: string;
  slug: string;
  description: string;
  category: string;
  imageUrl: string;
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
  return { ...toValues(original), published: false, publishAt: null, locale, metaTitle: '', metaDescription: '', socialImage: '' };
}

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

/** Live preview with the same renderer as the public post page (sanitised HTML, so it is safe to insert). */
function PostPreview({ content }: { content: string }) {
  const deferred = useDeferredValue(content);
  const html = useMemo(() => renderPostBody(deferred, { siteOrigin: window.location.origin }), [deferred]);
  return (
    <section aria-labelledby="post-preview-heading" className="admin-preview">
      <Heading as="h2" size="2" id="post-preview-heading" mb="1">
        Preview
      </Heading>
      <Card size="2" className="admin-preview__card">
        {deferred.trim() ? (
          <div className="post-body" data-testid="post-preview" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Text color="gray" size="2">
            The preview of the content appears here as you type.
          </Text>
        )}
      </Card>
    </section>
  );
}

const FORMAT_NOTE = (
  <>
    One block per line: <code>## Heading</code>, <code>### Subheading</code>, <code>- bullet</code>, <code>[alt text](https://…/image.jpg)</code> for an
    image; a blank line adds a break; any other line is a paragraph. Links, bold and italics may be written as HTML.
  </>
);

type StoredPost = RouterOutputs['posts']['byId'];

interface PostEditorProps {
  postId?: string;
  initial: PostFormValues;
  /** The version the form was loaded at: the save is refused (CONFLICT) once someone else saved a newer one. */
  version?: number;
  /** Reads the stored post afresh, for 'Load the newer version'. */
  reload?: () => Promise<StoredPost>;
  /** When editing: the post with every language of its group, for the Translations line. */
  stored?: TranslatedItem;
  /** 'Add translation': the post this one translates (saved with translationOf). */
  original?: StoredPost;
}

function PostEditor({ postId, initial, version: loadedVersion = 1, reload, stored, original }: PostEditorProps) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.posts.create.useMutation();
  const update = trpc.posts.update.useMutation();
  const { values, errors, update: set, blur, validate, showErrors, reset } = useZodForm(postInput, initial);
  const formRef = useRef<HTMLFormElement>(null);
  // What the form was loaded from; replaced only when the editor asks for the newer version.
  const [base, setBase] = useState({ values: initial, version: loadedVersion });
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);
  const saving = create.isPending || update.isPending;
  const categories = useCategories(values.locale);

  const loadNewer = async () => {
    if (!reload) return;
    setReloading(true);
    try {
      const fresh = await reload();
      const next = toValues(fresh);
      reset(next);
      setBase({ values: next, version: fresh.version });
      setChanged(false);
    } catch (err) {
      notify.error('Error fetching post', errorMessage(err, 'Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  const onTitle = (title: string) => {
    // Spec: the slug follows the title while it is empty or still the title's own slug.
    const follows = values.slug === '' || values.slug === slugify(values.title);
    set(follows ? { title, slug: slugify(title) } : { title });
  };

  /** A slug the server said is still another post's old address: saving it again takes it over. */
  const [redirectingSlug, setRedirectingSlug] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const data = validate();
    if (!data) {
      focusFirstInvalid(formRef.current);
      return;
    }
    // The editor was told this slug is another post's old address and saves again: take it over.
    const takeOverRedirect = redirectingSlug === data.slug;
    try {
      if (postId) await update.mutateAsync({ id: postId, version: base.version, data, takeOverRedirect });
      else await create.mutateAsync({ ...data, takeOverRedirect, ...(original ? { translationOf: original.id } : {}) });
      notify.success(postId ? 'Post updated' : 'Post created', `Your post has been successfully ${postId ? 'updated' : 'created'}.`);
      void utils.posts.invalidate();
      navigate('~/admin');
    } catch (err) {
      // Someone else saved first: the editor's text stays in the form, beside the message and its button.
      if (errorCode(err) === 'CONFLICT' && errorMessage(err, '') === CHANGED_MSG.post) {
        setChanged(true);
        return;
      }
      const fields = serverFieldErrors(err);
      if (fields.slug?.startsWith(SLUG_REDIRECTS_PREFIX)) setRedirectingSlug(data.slug);
      // A duplicate slug is answered as CONFLICT; map the code too, so the message sits under Slug even
      // when the server's field errors are missing.
      if (errorCode(err) === 'CONFLICT' && !fields.slug && !fields.locale) fields.slug = POST_MSG.slugTaken;
      if (showErrors(fields)) focusFirstInvalid(formRef.current);
      notify.error('Error saving post', errorMessage(err, 'Please try again.'));
    }
  };

  const slugChanged = postId !== undefined && values.slug !== base.values.slug;
  const oldAddressKept = base.values.published;
  const address = postPath(values.locale, values.slug || '…');

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={postId ? 'Edit post' : 'New post'}>
      <Flex direction="column" gap="4">
        {original ? <TranslationNotice original={original} into={values.locale} /> : null}
        <LanguageField value={values.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        {stored ? <TranslationsLine item={stored} paths={POST_PATHS} /> : null}
        <InputField label="Title" name="title" value={values.title} onChange={onTitle} onBlur={() => blur('title')} error={errors.title} />
        <InputField
          label="Slug"
          name="slug"
          value={values.slug}
          onChange={(slug) => set({ slug })}
          onBlur={() => blur('slug')}
          error={errors.slug}
          hint={
            slugChanged
              ? oldAddressKept
                ? `The post's address changes to ${address}; links to the old address will lead here.`
                : `The post's address changes to ${address}.`
              : `Lowercase letters, numbers and hyphens: the post's address is ${address}`
          }
        />
        <TextAreaField
          label="Short Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={(description) => set({ description })}
          onBlur={() => blur('description')}
          error={errors.description}
        />
        <InputField
          label="Category"
          name="category"
          value={values.category}
          onChange={(category) => set({ category })}
          onBlur={() => blur('category')}
          error={errors.category}
          list="post-categories"
          hint="Visitors filter the blog by category: reuse an existing one where it fits."
        />
        <datalist id="post-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <InputField
          label="Featured Image URL"
          name="imageUrl"
          type="url"
          value={values.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          onBlur={() => blur('imageUrl')}
          error={errors.imageUrl}
          placeholder="https://…"
          hint="Optional. Without one, the blog shows the default image."
        />
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Box>
            <TextAreaField
              label="Content"
              name="content"
              rows={18}
              monospace
              value={values.content}
              onChange={(content) => set({ content })}
              onBlur={() => blur('content')}
              error={errors.content}
              hint={FORMAT_NOTE}
            />
          </Box>
          <PostPreview content={values.content} />
        </Grid>
        <SwitchField label="Published" hint="Make this post visible to visitors" checked={values.published} onChange={(published) => set({ published })} />
        <PublishAtField value={values.publishAt} published={values.published} onChange={(publishAt) => set({ publishAt })} error={errors.publishAt} />
        <SwitchField label="Featured" hint="Show this post in featured sections" checked={values.featured} onChange={(featured) => set({ featured })} />
        {changed ? <ChangedNotice message={CHANGED_MSG.post} onLoad={() => void loadNewer()} loading={reloading} /> : null}
        <Flex gap="3" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={() => navigate('~/admin')} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </Flex>
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

function EditPost({ id }: { id: string }) {
  const [, navigate] = useLocation();
  // Always read the stored post afresh: a cached copy may predate someone else's edit.
  const utils = trpc.useUtils();
  const post = trpc.posts.byId.useQuery({ id }, { refetchOnMount: 'always', staleTime: 0 });
  useErrorToast(post.error, 'Error fetching post', () => navigate('~/admin', { replace: true }));
  return (
    <FormPageShell title="Edit Post" wide>
      {post.data && post.isFetchedAfterMount ? (
        <PostEditor
          key={id}
          postId={id}
          initial={toValues(post.data)}
          version={post.data.version}
          reload={() => utils.posts.byId.fetch({ id }, { staleTime: 0 })}
          stored={post.data}
        />
      ) : (
        <FormLoading text="Loading post..." />
      )}
    </FormPageShell>
  );
}

/** /admin/new-post?translationOf={id}&locale=es: a new draft in that language, prefilled from the original. */
function NewTranslation({ originalId, locale }: { originalId: string; locale: Locale | undefined }) {
  const [, navigate] = useLocation();
  const original = trpc.posts.byId.useQuery({ id: originalId }, { refetchOnMount: 'always', staleTime: 0 });
  useErrorToast(original.error, 'Error fetching post', () => navigate('~/admin', { replace: true }));
  return (
    <FormPageShell title="Create New Post" wide>
      {original.data && original.isFetchedAfterMount ? (
        <PostEditor initial={translationValues(original.data, locale ?? 'en')} original={original.data} />
      ) : (
        <FormLoading text="Loading post..." />
      )}
    </FormPageShell>
  );
}

/** /admin/new-post, /admin/new-post?translationOf={id}&locale={es|fr|en} and /admin/edit-post/{id}. */
export default function PostFormPage() {
  const { id } = useParams<{ id?: string }>();
  const request = useTranslationRequest();
  if (id) return <EditPost key={id} id={id} />;
  if (request.translationOf) return <NewTranslation key={request.translationOf} originalId={request.translationOf} locale={request.locale} />;
  return (
    <FormPageShell title="Create New Post" wide>
      <PostEditor initial={EMPTY} />
    </FormPageShell>
  );
}
