import { Button, Flex, Select } from '@radix-ui/themes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { ResourceIcon } from '../../components/blog/ResourceIcon';
import { ChangedNotice, describedBy, FieldShell, InputField, TextAreaField } from '../../components/admin/FormField';
import { FormLoading, FormPageShell } from '../../components/admin/FormPageShell';
import { focusFirstInvalid, serverFieldErrors, useZodForm } from '../../components/admin/use-zod-form';
import { errorCode, errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { DEFAULT_RESOURCE_ICON, RESOURCE_ICONS } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import { CHANGED_MSG, resourceInput } from '../../shared/schemas/posts';
import {
  LanguageField,
  RESOURCE_PATHS,
  TranslationNotice,
  TranslationsLine,
  useTranslationRequest,
  type TranslatedItem,
} from '../../components/admin/translations';

type ResourceFormValues = {
  title: string;
  description: string;
  type: string;
  icon: string;
  link: string;
  locale: Locale;
};

const EMPTY: ResourceFormValues = { title: '', description: '', type: '', icon: DEFAULT_RESOURCE_ICON, link: '', locale: 'en' };

/** Back to the dashboard with the Resources tab open. */
const DASHBOARD = '~/admin?tab=resources';

function toValues(r: RouterOutputs['resources']['byId']): ResourceFormValues {
  return { title: r.title, description: r.description, type: r.type, icon: r.icon || DEFAULT_RESOURCE_ICON, link: r.link, locale: r.locale };
}

function IconSelect({ value, onChange, error }: { value: string; onChange(v: string): void; error?: string | undefined }) {
  const id = useId();
  return (
    <FieldShell id={id} label="Icon" error={error}>
      <Select.Root value={value} onValueChange={onChange} name="icon">
        <Select.Trigger id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} className="admin-icon-select" />
        <Select.Content position="popper">
          {RESOURCE_ICONS.map((icon) => (
            <Select.Item key={icon} value={icon}>
              <Flex as="span" align="center" gap="2">
                <ResourceIcon name={icon} size={16} />
                {icon}
              </Flex>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldShell>
  );
}

type StoredResource = RouterOutputs['resources']['byId'];

interface ResourceEditorProps {
  resourceId?: string;
  initial: ResourceFormValues;
  /** The version the form was loaded at: the save is refused (CONFLICT) once someone else saved a newer one. */
  version?: number;
  /** Reads the stored resource afresh, for 'Load the newer version'. */
  reload?: () => Promise<StoredResource>;
  /** When editing: the resource with every language of its group, for the Translations line. */
  stored?: TranslatedItem;
  /** 'Add translation': the resource this one translates (saved with translationOf). */
  original?: StoredResource;
}

function ResourceEditor({ resourceId, initial, version: loadedVersion = 1, reload, stored, original }: ResourceEditorProps) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.resources.create.useMutation();
  const update = trpc.resources.update.useMutation();
  const { values, errors, update: set, blur, validate, showErrors, reset } = useZodForm(resourceInput, initial);
  const formRef = useRef<HTMLFormElement>(null);
  // The version saved over; replaced only when the editor asks for the newer version.
  const [version, setVersion] = useState(loadedVersion);
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);
  const saving = create.isPending || update.isPending;

  const loadNewer = async () => {
    if (!reload) return;
    setReloading(true);
    try {
      const fresh = await reload();
      reset(toValues(fresh));
      setVersion(fresh.version);
      setChanged(false);
    } catch (err) {
      notify.error('Error fetching resource', errorMessage(err, 'Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const data = validate();
    if (!data) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      if (resourceId) await update.mutateAsync({ id: resourceId, version, data });
      else await create.mutateAsync(original ? { ...data, translationOf: original.id } : data);
      notify.success(
        resourceId ? 'Resource updated' : 'Resource created',
        `Your resource has been successfully ${resourceId ? 'updated' : 'created'}.`,
      );
      void utils.resources.invalidate();
      void utils.posts.stats.invalidate();
      navigate(DASHBOARD);
    } catch (err) {
      // Someone else saved first: the editor's text stays in the form, beside the message and its button.
      if (errorCode(err) === 'CONFLICT' && errorMessage(err, '') === CHANGED_MSG.resource) {
        setChanged(true);
        return;
      }
      if (showErrors(serverFieldErrors(err))) focusFirstInvalid(formRef.current);
      notify.error('Error saving resource', errorMessage(err, 'Please try again.'));
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={resourceId ? 'Edit resource' : 'New resource'}>
      <Flex direction="column" gap="4">
        {original ? <TranslationNotice original={original} into={values.locale} /> : null}
        <LanguageField value={values.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        {stored ? <TranslationsLine item={stored} paths={RESOURCE_PATHS} /> : null}
        <InputField label="Title" name="title" value={values.title} onChange={(title) => set({ title })} onBlur={() => blur('title')} error={errors.title} />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={(description) => set({ description })}
          onBlur={() => blur('description')}
          error={errors.description}
        />
        <InputField
          label="Type"
          name="type"
          value={values.type}
          placeholder="e.g. Checklist, Guide, External Link"
          onChange={(type) => set({ type })}
          onBlur={() => blur('type')}
          error={errors.type}
        />
        <IconSelect value={values.icon} onChange={(icon) => set({ icon })} error={errors.icon} />
        <InputField
          label="Link"
          name="link"
          type="url"
          placeholder="https://…"
          value={values.link}
          onChange={(link) => set({ link })}
          onBlur={() => blur('link')}
          error={errors.link}
        />
        {changed ? <ChangedNotice message={CHANGED_MSG.resource} onLoad={() => void loadNewer()} loading={reloading} /> : null}
        <Flex gap="3" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={() => navigate(DASHBOARD)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Resource'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function EditResource({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const resource = trpc.resources.byId.useQuery({ id }, { refetchOnMount: 'always', staleTime: 0 });
  useErrorToast(resource.error, 'Error fetching resource', () => navigate('~/admin', { replace: true }));
  return (
    <FormPageShell title="Edit Resource" back={DASHBOARD}>
      {resource.data && resource.isFetchedAfterMount ? (
        <ResourceEditor
          key={id}
          resourceId={id}
          initial={toValues(resource.data)}
          version={resource.data.version}
          reload={() => utils.resources.byId.fetch({ id }, { staleTime: 0 })}
          stored={resource.data}
        />
      ) : (
        <FormLoading text="Loading resource..." />
      )}
    </FormPageShell>
  );
}

/** /admin/new-resource?translationOf={id}&locale=es: a new resource in that language, prefilled from the original. */
function NewTranslation({ originalId, locale }: { originalId: string; locale: Locale | undefined }) {
  const [, navigate] = useLocation();
  const original = trpc.resources.byId.useQuery({ id: originalId }, { refetchOnMount: 'always', staleTime: 0 });
  useErrorToast(original.error, 'Error fetching resource', () => navigate(DASHBOARD, { replace: true }));
  return (
    <FormPageShell title="Create New Resource" back={DASHBOARD}>
      {original.data && original.isFetchedAfterMount ? (
        <ResourceEditor initial={{ ...toValues(original.data), locale: locale ?? 'en' }} original={original.data} />
      ) : (
        <FormLoading text="Loading resource..." />
      )}
    </FormPageShell>
  );
}

/** /admin/new-resource, /admin/new-resource?translationOf={id}&locale={es|fr|en} and /admin/edit-resource/{id}. */
export default function ResourceFormPage() {
  const { id } = useParams<{ id?: string }>();
  const request = useTranslationRequest();
  if (id) return <EditResource key={id} id={id} />;
  if (request.translationOf) return <NewTranslation key={request.translationOf} originalId={request.translationOf} locale={request.locale} />;
  return (
    <FormPageShell title="Create New Resource" back={DASHBOARD}>
      <ResourceEditor initial={EMPTY} />
    </FormPageShell>
  );
}
