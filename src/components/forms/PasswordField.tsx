import { Box, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  hint?: string;
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

/** A password input with a show/hide toggle and its field message. */
export function PasswordField({ label, name, value, onChange, onBlur, error, hint, autoComplete, toggle }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const words = toggle ?? { show: 'Show', hide: 'Hide', showLabel: `Show ${label.toLowerCase()}`, hideLabel: `Hide ${label.toLowerCase()}` };
  return (
    <div>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
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

export function EmailField(props: { label: string; value: string; onChange(v: string): void; onBlur?(): void; error?: string | undefined }) {
  const id = useId();
  return (
    <div>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {props.error}
        </Text>
      ) : null}
    </div>
  );
}
