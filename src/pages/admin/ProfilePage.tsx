import { Button, Container, Heading } from '@radix-ui/themes';
import { Link } from 'wouter';

export default function ProfilePage() {
  return (
    <Container size="3" px="4" py="6">
      <Button asChild variant="ghost" mb="4">
        <Link href="/">Back to Dashboard</Link>
      </Button>
      <Heading as="h1" size="7">
        Edit Profile
      </Heading>
    </Container>
  );
}
