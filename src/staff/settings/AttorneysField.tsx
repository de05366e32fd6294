import { Box, Button, Card, Flex, Heading } from '@radix-ui/themes';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFieldArray, type Control, type Path, type PathValue } from 'react-hook-form';
import type { Locale } from '@shared/locales';
import type { AttorneyInput, FirmSettings } from '@shared/schemas/firm';
import { LOCALE_NAMES } from '@shared/schemas/posts';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InputField, TextAreaField } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';
import { AvailabilityField } from './AvailabilityField';
import { GroupError, LanguageTabs } from './fields';
import { useRemoveConfirm } from './use-remove-confirm';

const MediaLibraryDialog = lazy(() => import('../components/MediaLibraryDialog').then((m) => ({ default: m.MediaLibraryDialog })));


interface AttorneysFieldProps {
  /** The settings form's control: the attorneys are a react-hook-form field array. */
  control: Control<FirmSettings, unknown, FirmSettings>;
  /** The attorneys' current values. */
  attorneys: AttorneyInput[];
  /** Re-checks the messages shown about the list once an attorney is added or removed. */
  recheck(path: 'attorneys'): void;
  /** Text-field props for a path ('attorneys.0.name'). */
  text(path: Path<FirmSettings>): BoundField;
  /** Sets any value of an attorney (their availability's lists and numbers). */
  set<P extends Path<FirmSettings>>(path: P, value: PathValue<FirmSettings, P>): void;
  /** The firm's address, where an attorney's copies go when they have none of their own. */
  firmEmail: string;
  /** A 'Placeholder' mark for a path still holding a demo value, else nothing. */
  mark(path: string, hint?: ReactNode): ReactNode;
  error?: string | undefined;
  /** Every message of the form by path: a language tab with a message in it says so. */
  errors: Partial<Record<string, string>>;
  /** Starting values for a new attorney. */
  blank: AttorneyInput;
}

/** One card per attorney: name, years, photo, what the profile page says in each language, and when they take consultations. */
export function AttorneysField({ control, attorneys, recheck, text, set, firmEmail, mark, error, errors, blank }: AttorneysFieldProps) {
  const [picking, setPicking] = useState<number | null>(null);
  const list = useFieldArray({ control, name: 'attorneys' });
  // 'Remove attorney' asks first: a whole profile in three languages goes.
  const confirm = useRemoveConfirm((index) => {
    list.remove(index);
    recheck('attorneys');
  });
  const count = list.fields.length;
  return (
    <Flex direction="column" gap="4">
      {list.fields.map((item, i) => {
        const a = attorneys[i] ?? item;
        return (
        <Card key={item.id} size="2">
          <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
            <Heading as="h3" size="3">
              Attorney {i + 1}
              {a.name ? `: ${a.name}` : ''}
            </Heading>
            <Button
              type="button"
              variant="soft"
              color="red"
              disabled={count === 1}
              onClick={() => confirm.ask(i, a.name.trim() || `attorney ${i + 1}`)}
            >
              Remove attorney
            </Button>
          </Flex>
          <Flex direction="column" gap="3">
            <InputField label="Name" {...text(`attorneys.${i}.name`)} hint={mark(`attorneys.${i}.name`, 'As it should appear, for example Maria Alvarez, Esq.')} />
            <InputField label="Years of practice" {...text(`attorneys.${i}.years`)} hint="For example 15+. Leave empty to hide." />
            <Flex gap="3" align="end" wrap="wrap">
              <Box flexGrow="1">
                <InputField
                  label="Photo"
                  {...text(`attorneys.${i}.image`)}
                  hint={mark(`attorneys.${i}.image`, 'An uploaded image (Choose from library) or a full https:// address. Portrait, 4:5.')}
                />
              </Box>
              <Button type="button" variant="soft" onClick={() => setPicking(i)}>
                Choose from library
              </Button>
            </Flex>
            <LanguageTabs
              label={`Profile of attorney ${i + 1} by language`}
              names={LOCALE_NAMES}
              invalid={(l) => Object.keys(errors).some((p) => p.startsWith(`attorneys.${i}.text.${l}.`))}
            >
              {(l) => <LanguageFields index={i} locale={l} text={text} mark={mark} />}
            </LanguageTabs>
            <AvailabilityField index={i} value={a.availability} set={set} text={text} errors={errors} firmEmail={firmEmail} />
          </Flex>
        </Card>
        );
      })}
      <GroupError error={error} />
      <Box>
        <Button
          type="button"
          variant="soft"
          disabled={count >= 10}
          onClick={() => {
            list.append(blank, { shouldFocus: false });
            recheck('attorneys');
          }}
        >
          Add attorney
        </Button>
      </Box>
      <ConfirmDialog
        {...confirm.dialog}
        title="Remove attorney"
        description={`Remove ${confirm.name ?? 'this attorney'} and their profile in every language from the form? The site changes when you save the settings.`}
        confirmLabel="Remove"
      />
      {picking !== null ? (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            open
            onOpenChange={(open) => (open ? undefined : setPicking(null))}
            onPick={(item) => {
              text(`attorneys.${picking}.image`).onChange(item.url);
              setPicking(null);
            }}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}

function LanguageFields({ index, locale, text, mark }: { index: number; locale: Locale; text: AttorneysFieldProps['text']; mark: AttorneysFieldProps['mark'] }) {
  const at = (key: 'title' | 'bio' | 'languages' | 'focus') => `attorneys.${index}.text.${locale}.${key}` as const;
  return (
    <Flex direction="column" gap="3" pt="3">
      <InputField label={`Title (${LOCALE_NAMES[locale]})`} {...text(at('title'))} hint="For example Founding Attorney." />
      <TextAreaField label={`Biography (${LOCALE_NAMES[locale]})`} rows={6} {...text(at('bio'))} hint={mark(at('bio'), 'Paragraphs separated by a blank line.')} />
      <InputField label={`Languages spoken (${LOCALE_NAMES[locale]})`} {...text(at('languages'))} hint="Written in this language, separated by commas." />
      <InputField label={`Focus (${LOCALE_NAMES[locale]})`} {...text(at('focus'))} hint="Optional: the practice areas this attorney handles." />
    </Flex>
  );
}
