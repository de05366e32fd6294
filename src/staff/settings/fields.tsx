import { Checkbox, Flex, Tabs, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import type { Locale } from '@shared/locales';
import { LOCALES } from '@shared/locales';
import { ariaOf } from '../../ui/forms/field-props';
import { FieldShell } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';

/**
 * Fields of the settings form that FormField.tsx has no kind for: a whole number, a time or a date, a group of
 * checkboxes, and the tabs of a text written in each language. Each shows the schema's message beside it, tied
 * to its control (aria-describedby), as InputField does.
 */

interface NumberFieldProps {
  label: string;
  name: string;
  value: number;
  onChange(value: number): void;
  onBlur(): void;
  min: number;
  max: number;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A whole number; an empty or unreadable entry is NaN, which the schema refuses with its message. */
export function NumberField({ label, name, value, onChange, onBlur, min, max, error, hint }: NumberFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextField.Root
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="settings-number"
        value={Number.isFinite(value) ? String(value) : ''}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        onBlur={onBlur}
        {...ariaOf(id, error, hint)}
      />
    </FieldShell>
  );
}

/** A time (HH:MM) or a date (YYYY-MM-DD) with the browser's own picker, bound like InputField (the form's field()). */
export function PickerField({ label, type, hint, name, value, onChange, onBlur, error }: BoundField & { label: string; type: 'time' | 'date'; hint?: ReactNode }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextField.Root
        id={id}
        name={name}
        type={type}
        className={`settings-${type}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...ariaOf(id, error, hint)}
      />
    </FieldShell>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
}

interface CheckboxFieldsetProps {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  /** The values checked, in the options' order. */
  onChange(selected: string[]): void;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * Checkboxes with a legend (a fieldset): the list's message is tied to the group and each box is marked invalid,
 * so a refused save focuses the first one.
 */
export function CheckboxFieldset({ legend, options, selected, onChange, error, hint }: CheckboxFieldsetProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) => onChange(options.filter((o) => (o.value === value ? on : selected.includes(o.value))).map((o) => o.value));
  const aria = ariaOf(id, error, hint);
  return (
    <fieldset className="settings-fieldset" aria-describedby={aria['aria-describedby']}>
      <legend>
        <Text size="2" weight="medium">
          {legend}
        </Text>
      </legend>
      {hint ? (
        <Text as="p" id={`${id}-hint`} size="1" color="gray" mb="1">
          {hint}
        </Text>
      ) : null}
      <Flex gap="3" wrap="wrap" mt="1">
        {options.map((o) => (
          <Text as="label" size="2" key={o.value} className="settings-check">
            <Flex gap="2" align="center">
              <Checkbox checked={selected.includes(o.value)} onCheckedChange={(on) => toggle(o.value, on === true)} aria-invalid={aria['aria-invalid']} />
              {o.label}
            </Flex>
          </Text>
        ))}
      </Flex>
      {error ? (
        <Text as="p" id={`${id}-error`} size="1" color="red" role="alert" mt="1">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

interface LanguageTabsProps {
  /** The tab list's name ('Profile of attorney 1 by language'). */
  label: string;
  /** Each tab's name. */
  names: Record<Locale, string>;
  /** Whether a field of this language shows a message: its tab says so. */
  invalid(locale: Locale): boolean;
  children(locale: Locale): ReactNode;
}

/** A text written in each of the site's languages, one tab each; a tab holding a message is marked. */
export function LanguageTabs({ label, names, invalid, children }: LanguageTabsProps) {
  return (
    <Tabs.Root defaultValue="en">
      <Tabs.List aria-label={label} className="settings-tabs">
        {LOCALES.map((l) => {
          const bad = invalid(l);
          return (
            <Tabs.Trigger key={l} value={l} className={bad ? 'settings-tab--invalid' : undefined}>
              {names[l]}
              {bad ? <span className="settings-tab__alert"> (check this language)</span> : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {LOCALES.map((l) => (
        <Tabs.Content key={l} value={l}>
          {children(l)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
