import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';

/**
 * An administrator's page opened by an editor (a bookmark, a colleague's link): it exists, so the page says who
 * may use it instead of 'not found', and leads back to the dashboard. The server refuses its calls as well.
 */
export function NoAccessPage({ what }: { what: string }) {
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6">
          You do not have access to {what}
        </Heading>
        <Text as="p" color="gray">
          Only administrators can open it. If you need it, ask an administrator.
        </Text>
        <Button asChild>
          <Link href="~/admin">Back to the dashboard</Link>
        </Button>
      </Flex>
    </Container>
  );
}
