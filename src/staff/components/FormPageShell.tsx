import { Button, Container, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from './AdminIcons';

/** 'Back to Dashboard', the page title, then the form. */
export function FormPageShell({ title, back = '~/admin', wide, children }: { title: string; back?: string; wide?: boolean; children: ReactNode }) {
  return (
    <Container size={wide ? '4' : '3'} px="4" py="6">
      <Button asChild variant="ghost" mb="4">
        <Link href={back}>
          <ArrowLeftIcon /> Back to Dashboard
        </Link>
      </Button>
      <Heading as="h1" size="7" mb="5">
        {title}
      </Heading>
      {children}
    </Container>
  );
}

export function FormLoading({ text }: { text: string }) {
  return (
    <Flex align="center" gap="3" py="6" role="status">
      <Spinner size="3" />
      <Text>{text}</Text>
    </Flex>
  );
}
