import { Button, Callout, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above the control, then the hint or the field's error message (announced when it appears). */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="admin-field">
      <Text as="label" htmlFor={id} size="2" weight="medium" className="admin-field__label">
        {label}
      </Text>
      {children}
      {hint ? (
        <Text as="p" id={`${id}-hint`} size="1" color="gray" className="admin-field__hint">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text as="p" id={`${id}-error`} size="1" color="red" role="alert" className="admin-field__error">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * A save refused because someone else saved the record first: the message (announced), with the editor's
 * text left in the form, and a button that replaces the form's values with the newer version.
 */
export function ChangedNotice({ message, onLoad, loading }: { message: string; onLoad(): void; loading: boolean }) {
  return (
    <Callout.Root color="amber" className="admin-changed-notice">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text role="alert">{message}</Callout.Text>
        <Button type="button" variant="soft" color="amber" onClick={onLoad} disabled={loading}>
          {loading ? 'Loading...' : 'Load the newer version'}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** aria-describedby for a control inside FieldShell. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface InputProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'datetime-local';
  readOnly?: boolean;
  autoComplete?: string;
  /** id of a <datalist> with suggestions */
  list?: string;
}

export function InputField({ label, name, value, onChange, onBlur, error, hint, placeholder, type = 'text', readOnly, autoComplete, list }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextField.Root
        id={id}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        list={list}
        autoComplete={autoComplete ?? 'off'}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

interface TextAreaProps extends Omit<InputProps, 'type' | 'readOnly' | 'autoComplete' | 'list'> {
  rows?: number;
  monospace?: boolean;
  /** The textarea itself, e.g. for a toolbar that inserts at the cursor. */
  textareaRef?: Ref<HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
}

export function TextAreaField({ label, name, value, onChange, onBlur, error, hint, placeholder, rows = 4, monospace, textareaRef, onKeyDown }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextArea
        ref={textareaRef}
        onKeyDown={onKeyDown}
        id={id}
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        className={monospace ? 'admin-monospace' : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

interface FormActionsProps {
  /** The 'changed by someone else' notice, when a save was refused (useContentForm's changedNotice). */
  changedNotice: { message: string; onLoad(): void; loading: boolean } | null;
  saving: boolean;
  saveLabel: string;
  onCancel(): void;
  /** Buttons on the left (e.g. 'Revisions'). */
  extra?: ReactNode;
}

/** The end of a content form: the conflict notice if any, then Cancel and the save button. */
export function FormActions({ changedNotice, saving, saveLabel, onCancel, extra }: FormActionsProps) {
  return (
    <>
      {changedNotice ? <ChangedNotice {...changedNotice} /> : null}
      <Flex gap="3" justify="end" mt="2" wrap="wrap">
        {extra ? <Flex mr="auto">{extra}</Flex> : null}
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : saveLabel}
        </Button>
      </Flex>
    </>
  );
}
