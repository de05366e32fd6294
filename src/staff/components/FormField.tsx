import { Button, Callout, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type FormEvent, type KeyboardEventHandler, type MouseEvent, type ReactNode, type Ref } from 'react';
import { ariaOf, type BoundFieldProps } from '../../ui/forms/field-props';
import { AlertIcon } from './AdminIcons';

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
  return ariaOf(id, error, hint)['aria-describedby'];
}

interface InputProps extends BoundFieldProps {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'date' | 'datetime-local';
  readOnly?: boolean;
  autoComplete?: string;
  /** id of a <datalist> with suggestions */
  list?: string;
}

/** The props InputField and TextAreaField give their control: the field's binding and its accessible names. */
function controlProps(id: string, { name, value, onChange, onBlur, error, hint, placeholder }: Omit<InputProps, 'label'>) {
  return { id, name, value, placeholder, onChange: (e: { target: { value: string } }) => onChange(e.target.value), onBlur, ...ariaOf(id, error, hint) };
}

export function InputField({ label, type = 'text', readOnly, autoComplete, list, ...field }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={field.error} hint={field.hint}>
      <TextField.Root {...controlProps(id, field)} type={type} readOnly={readOnly} list={list} autoComplete={autoComplete ?? 'off'} />
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

export function TextAreaField({ label, rows = 4, monospace, textareaRef, onKeyDown, ...field }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={field.error} hint={field.hint}>
      <TextArea {...controlProps(id, field)} ref={textareaRef} onKeyDown={onKeyDown} rows={rows} className={monospace ? 'admin-monospace' : undefined} />
    </FieldShell>
  );
}

interface FormActionsProps {
  /** The 'changed by someone else' notice, when a save was refused (useContentForm's changedNotice). */
  changedNotice: { message: string; onLoad(): void; loading: boolean } | null;
  saving: boolean;
  saveLabel: string;
  onCancel(): void;
  /** 'Save and close': saves, then returns to the list (the save button itself keeps the form open). */
  onSaveAndClose?: (e: MouseEvent<HTMLButtonElement>) => void;
  /** Buttons on the left (e.g. 'Revisions'). */
  extra?: ReactNode;
}

/** The end of a form in a dialog: Cancel (closes it) and the submit button, both held while it is sent. */
/**
 * A dialog holding one form: its title and sentence, the form's own message (a refusal that belongs to no field)
 * above the fields, then Cancel and the submit button. The dialog's trigger and open state stay the caller's.
 */
export function FormDialogContent({
  title,
  description,
  onSubmit,
  formRef,
  formError,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  formError: string | undefined;
  actions: { busy: boolean; label: string; busyLabel: string };
  children: ReactNode;
}) {
  return (
    <Dialog.Content maxWidth="460px">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description size="2" mb="4" color="gray">
        {description}
      </Dialog.Description>
      <form onSubmit={onSubmit} noValidate ref={formRef}>
        <Flex direction="column" gap="3">
          {formError ? (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Icon>
                <AlertIcon />
              </Callout.Icon>
              <Callout.Text>{formError}</Callout.Text>
            </Callout.Root>
          ) : null}
          {children}
          <DialogFormActions {...actions} />
        </Flex>
      </form>
    </Dialog.Content>
  );
}

export function DialogFormActions({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Flex gap="3" justify="end" mt="3">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray" disabled={busy}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Flex>
  );
}

/** The end of a content form: the conflict notice if any, then Cancel, 'Save and close' and the save button. */
export function FormActions({ changedNotice, saving, saveLabel, onCancel, onSaveAndClose, extra }: FormActionsProps) {
  return (
    <>
      {changedNotice ? <ChangedNotice {...changedNotice} /> : null}
      <Flex gap="3" justify="end" mt="2" wrap="wrap">
        {extra ? <Flex mr="auto">{extra}</Flex> : null}
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {/* Not a submit button: Enter in a field submits with the form's first one, and that should save and stay. */}
        {onSaveAndClose ? (
          <Button type="button" variant="soft" onClick={onSaveAndClose} disabled={saving}>
            Save and close
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : saveLabel}
        </Button>
      </Flex>
    </>
  );
}
