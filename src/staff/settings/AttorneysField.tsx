import { Box, Button, Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFieldArray, type Control, type Path } from 'react-hook-form';
import { LOCALES, type Locale } from '@shared/locales';
import type { AttorneyInput, FirmSettings } from '@shared/schemas/firm';
import { LOCALE_NAMES } from '@shared/schemas/posts';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InputField, TextAreaField } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';

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
  /** A 'Placeholder' mark for a path still holding a demo value, else nothing. */
  mark(path: string, hint?: ReactNode): ReactNode;
  error?: string | undefined;
  /** Every message of the form by path: a language tab with a message in it says so. */
  errors: Partial<Record<string, string>>;
  /** Starting values for a new attorney. */
  blank: AttorneyInput;
}

/** One card per attorney: name, years, photo, and what the profile page says in each language. */
export function AttorneysField({ control, attorneys, recheck, text, mark, error, errors, blank }: AttorneysFieldProps) {
  const [picking, setPicking] = useState<number | null>(null);
  /**
   * 'Remove attorney' asks first (a whole profile in three languages goes). The attorney asked about is kept
   * while the dialog closes, so its text does not change as it fades.
   */
  const [removing, setRemoving] = useState<{ index: number; name: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useFieldArray({ control, name: 'attorneys' });
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
              onClick={() => {
                setRemoving({ index: i, name: a.name.trim() || `attorney ${i + 1}` });
                setConfirming(true);
              }}
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
            <Tabs.Root defaultValue="en">
              <Tabs.List aria-label={`Profile of attorney ${i + 1} by language`}>
                {LOCALES.map((l) => {
                  const invalid = Object.keys(errors).some((p) => p.startsWith(`attorneys.${i}.text.${l}.`));
                  return (
                    <Tabs.Trigger key={l} value={l} className={invalid ? 'settings-tab--invalid' : undefined}>
                      {LOCALE_NAMES[l]}
                      {invalid ? <span className="settings-tab__alert"> (check this language)</span> : null}
                    </Tabs.Trigger>
                  );
                })}
              </Tabs.List>
              {LOCALES.map((l: Locale) => (
                <Tabs.Content key={l} value={l}>
                  <LanguageFields index={i} locale={l} text={text} mark={mark} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Flex>
        </Card>
        );
      })}
      {error ? (
        <Text as="p" size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
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
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove attorney"
        description={`Remove ${removing?.name ?? 'this attorney'} and their profile in every language from the form? The site changes when you save the settings.`}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) {
            list.remove(removing.index);
            recheck('attorneys');
          }
          return Promise.resolve();
        }}
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
