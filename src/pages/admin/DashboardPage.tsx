import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';

export default function DashboardPage() {
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  return (
    <Container size="4" px="4" py="6">
      <Flex justify="between" align="center" mb="4">
        <Heading as="h1" size="7">
          Admin Dashboard
        </Heading>
        <Button
          variant="soft"
          onClick={async () => {
            try {
              await signOut();
            } catch (err) {
              console.error(err);
              notify.error('Error signing out', 'An error occurred while signing out.');
            }
            navigate('~/auth', { replace: true });
          }}
        >
          Sign out
        </Button>
      </Flex>
      <Text as="p">Logged in as {user?.email}</Text>
    </Container>
  );
}
