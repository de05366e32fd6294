import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link, useRouter } from 'wouter';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';

export default function NotFoundPage() {
  const { LL } = useI18nContext();
  const { ssrContext } = useRouter();
  if (ssrContext) ssrContext.statusCode = 404;
  usePageMeta({ title: LL.meta.notFoundTitle(), noindex: true });
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" align="center" gap="4" className="text-center">
        <Heading as="h1" size="9">
          404
        </Heading>
        <Text as="p" size="4">
          {LL.notFound.text()}
        </Text>
        <Flex gap="3">
          <Button asChild>
            <Link href="/">{LL.notFound.home()}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{LL.notFound.contact()}</Link>
          </Button>
        </Flex>
      </Flex>
    </Container>
  );
}
