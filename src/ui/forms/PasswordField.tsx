import { Box, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { ariaOf, type BoundFieldProps } from './field-props';

export interface PasswordFieldProps extends BoundFieldProps {
  label: string;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** The show/hide button's words in the page's language; English ('Show', 'Show password', ...) by default. */
  toggle?: PasswordToggleText;
}

export interface PasswordToggleText {
  show: string;
  hide: string;
  /** Accessible names of the button, e.g. 'Show password' / 'Hide password'. */
  showLabel: string;
  hideLabel: string;
}

/**
 * A labelled field of the sign-in page and the password dialog: the label above the control, then the hint
 * (while there is no message) or the field's message (announced when it appears). `children` gets the id.
 */
export function LabelledField({ label, hint, error, children }: { label: string; hint?: string | undefined; error?: string | undefined; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
      {children(id)}
      {hint && !error ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle and its field message. */
export function PasswordField({ label, name, value, onChange, onBlur, error, hint, autoComplete, toggle }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const words = toggle ?? { show: 'Show', hide: 'Hide', showLabel: `Show ${label.toLowerCase()}`, hideLabel: `Hide ${label.toLowerCase()}` };
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(id) => (
        <Flex gap="2" align="center">
          <Box flexGrow="1">
            <TextField.Root
              id={id}
              name={name}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              {...ariaOf(id, error, hint && !error)}
            />
          </Box>
          <Button
            type="button"
            variant="soft"
            color="gray"
            aria-label={visible ? words.hideLabel : words.showLabel}
            aria-pressed={visible}
            // Keeps focus where it is: no blur, so no validation message appears and moves the button mid-click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? words.hide : words.show}
          </Button>
        </Flex>
      )}
    </LabelledField>
  );
}

export function EmailField({ label, name, value, onChange, onBlur, error }: BoundFieldProps & { label: string }) {
  return (
    <LabelledField label={label} error={error}>
      {(id) => (
        <TextField.Root
          id={id}
          name={name}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          {...ariaOf(id, error)}
        />
      )}
    </LabelledField>
  );
}
