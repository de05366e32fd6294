import { Checkbox, Flex, Select, Tabs, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import type { Locale } from '@shared/locales';
import { LOCALES } from '@shared/locales';
import { ariaOf } from '../../ui/forms/field-props';
import { FieldShell } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';

/**
 * Fields of the settings form that FormField.tsx has no kind for: a whole number, a time or a date, a choice from
 * a fixed list, a group of checkboxes, and the tabs of a text written in each language. Each shows the schema's
 * message beside it, tied to its control (aria-describedby), as InputField does.
 */

interface TextInputFieldProps extends Omit<TextField.RootProps, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A text box in FieldShell, its label, hint and message tied to it; the rest of the props are the box's own. */
export function TextInputField({ label, error, hint, children, ...input }: TextInputFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextField.Root {...input} id={id} {...ariaOf(id, error, hint)}>
        {children}
      </TextField.Root>
    </FieldShell>
  );
}

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
  /** The box's class: settings-number, or settings-minutes for On call's narrow minutes. */
  className?: string;
}

/** A whole number; an empty or unreadable entry is NaN, which the schema refuses with its message. */
export function NumberField({ value, onChange, className = 'settings-number', ...field }: NumberFieldProps) {
  return (
    <TextInputField
      {...field}
      type="number"
      inputMode="numeric"
      step={1}
      className={className}
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

/** A time (HH:MM) or a date (YYYY-MM-DD) with the browser's own picker, bound like InputField (the form's field()). */
export function PickerField({ type, onChange, ...field }: BoundField & { label: string; type: 'time' | 'date'; hint?: ReactNode }) {
  return <TextInputField {...field} type={type} className={`settings-${type}`} onChange={(e) => onChange(e.target.value)} />;
}

interface SelectFieldProps<T extends string> {
  label: string;
  hint?: ReactNode;
  /** The choices, in the order shown. */
  options: readonly T[];
  /** What each choice reads as. */
  names: Record<T, string>;
  value: T;
  onChange(value: T): void;
}

/** One of a fixed list of choices (a select); anything else picked keeps the current value. */
export function SelectField<T extends string>({ label, hint, options, names, value, onChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint}>
      <Select.Root value={value} onValueChange={(v) => onChange(options.find((o) => o === v) ?? value)}>
        <Select.Trigger id={id} aria-describedby={ariaOf(id, undefined, hint)['aria-describedby']} />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o} value={o}>
              {names[o]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldShell>
  );
}

interface FieldsetProps {
  legend: ReactNode;
  /** A class besides settings-fieldset. */
  className?: string;
  /** The ids of the texts that describe the group (its hint, its message). */
  describedBy?: string | undefined;
  children: ReactNode;
}

/** A group of the settings' controls under a legend. */
export function Fieldset({ legend, className, describedBy, children }: FieldsetProps) {
  return (
    <fieldset className={className ? `settings-fieldset ${className}` : 'settings-fieldset'} aria-describedby={describedBy}>
      <legend>
        <Text size="2" weight="medium">
          {legend}
        </Text>
      </legend>
      {children}
    </fieldset>
  );
}

/** The message of a group or a list (not of one control), announced when it appears; nothing without one. */
export function GroupError({ error, id, mt }: { error: string | undefined; id?: string; mt?: '1' }) {
  return error ? (
    <Text as="p" id={id} size="1" color="red" role="alert" mt={mt}>
      {error}
    </Text>
  ) : null;
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
    <Fieldset legend={legend} describedBy={aria['aria-describedby']}>
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
      <GroupError error={error} id={`${id}-error`} mt="1" />
    </Fieldset>
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
