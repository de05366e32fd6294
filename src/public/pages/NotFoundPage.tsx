import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link, useRouter } from 'wouter';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';

export default function NotFoundPage() {
  const { LL } = useI18nContext();
  const { ssrContext } = useRouter();
  // The server answers this page with HTTP 404, so search engines drop the address.
  if (ssrContext) ssrContext.statusCode = 404;
  usePageMeta({ title: LL.meta.notFoundTitle(), noindex: true });
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" align="center" gap="4" className="text-center">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <Heading as="h1" size="8">
          {LL.notFound.title()}
        </Heading>
        <Text as="p" size="4">
          {LL.notFound.text()}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link href="/">{LL.notFound.home()}</Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link href="/contact">{LL.notFound.contact()}</Link>
          </Button>
        </Flex>
      </Flex>
    </Container>
  );
}
