import { Button, Flex, Select } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { ResourceIcon } from '../../ui/ResourceIcon';
import { ContentFormPage, FRESH, storedRead, type StoredRead } from '../components/ContentFormPage';
import { describedBy, FieldShell, FormActions, InputField, TextAreaField } from '../components/FormField';
import { useContentForm, type ContentEditorProps } from '../components/use-content-form';
import { RevisionsDialog, useRestoreRevision } from '../components/RevisionsDialog';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DEFAULT_RESOURCE_ICON, RESOURCE_ICONS } from '@shared/constants';
import type { Locale } from '@shared/locales';
import { resourceInput } from '@shared/schemas/posts';
import { LanguageField, RESOURCE_PATHS, TranslationNotice, TranslationsLine } from '../components/translations';

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

function ResourceEditor(props: ContentEditorProps<ResourceFormValues, StoredResource>) {
  const { id: resourceId, stored, original } = props;
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.resources.create.useMutation();
  const update = trpc.resources.update.useMutation();
  const form = useContentForm({
    noun: 'resource',
    schema: resourceInput,
    editor: props,
    toValues,
    paths: RESOURCE_PATHS,
    list: DASHBOARD,
    save: (data, loaded) =>
      resourceId ? update.mutateAsync({ id: resourceId, version: loaded, data }) : create.mutateAsync(original ? { ...data, translationOf: original.id } : data),
    onSaved: () => {
      void utils.resources.invalidate();
      void utils.posts.stats.invalidate();
    },
  });
  const { values, errors, update: set, field } = form;
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const restoreRevision = useRestoreRevision('resource', form);

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate aria-label={resourceId ? 'Edit resource' : 'New resource'}>
      <Flex direction="column" gap="4">
        {original ? <TranslationNotice original={original} into={values.locale} /> : null}
        <LanguageField value={values.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        {stored ? <TranslationsLine item={stored} paths={RESOURCE_PATHS} /> : null}
        <InputField label="Title" {...field('title')} />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <InputField label="Type" placeholder="e.g. Checklist, Guide, External Link" {...field('type')} />
        <IconSelect value={values.icon} onChange={(icon) => set({ icon })} error={errors.icon} />
        <InputField label="Link" type="url" placeholder="https://…" {...field('link')} />
        <FormActions
          changedNotice={form.changedNotice}
          saving={form.saving}
          saveLabel="Save Resource"
          onCancel={() => navigate(DASHBOARD)}
          onSaveAndClose={form.saveAndClose}
          extra={
            resourceId ? (
              <Button type="button" variant="soft" onClick={() => setRevisionsOpen(true)} disabled={form.saving}>
                Revisions
              </Button>
            ) : null
          }
        />
        {resourceId ? <RevisionsDialog open={revisionsOpen} onOpenChange={setRevisionsOpen} kind="resource" id={resourceId} current={values} unsaved={form.dirty} onRestore={restoreRevision} /> : null}
      </Flex>
    </form>
  );
}

function useResource(id: string): StoredRead<StoredResource> {
  const utils = trpc.useUtils();
  return storedRead(trpc.resources.byId.useQuery({ id }, FRESH), () => utils.resources.byId.fetch({ id }, FRESH));
}

/** /admin/new-resource, /admin/new-resource?translationOf={id}&locale={es|fr|en} and /admin/edit-resource/{id}. */
export default function ResourceFormPage() {
  return (
    <ContentFormPage noun="resource" back={DASHBOARD} empty={EMPTY} toValues={toValues} translationValues={(original, locale) => ({ ...toValues(original), locale })} useStored={useResource} Editor={ResourceEditor} />
  );
}
