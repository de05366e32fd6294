import { Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';

/** A labelled switch with its help text (e.g. Published: 'Make this post visible to visitors'). */
export function SwitchField({ label, hint, checked, onChange, disabled }: { label: string; hint: string; checked: boolean; onChange(v: boolean): void; disabled?: boolean }) {
  const id = useId();
  return (
    <Flex gap="3" align="start">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} mt="1" disabled={disabled} />
      <Flex direction="column">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      </Flex>
    </Flex>
  );
}
