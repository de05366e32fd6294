import { Button, Flex, Text } from '@radix-ui/themes';

/** Shown in place of a list that failed to load (the toast has already said why), with a way to try again. */
export function ListError({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <Flex direction="column" align="center" gap="3" py="6">
      <Text color="gray">The {what} could not be loaded.</Text>
      <Button variant="soft" onClick={onRetry}>
        Try again
      </Button>
    </Flex>
  );
}
