import { Button, Container, Flex } from '@radix-ui/themes';
import { Link } from 'wouter';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';

export default function ClientPortalPage() {
  const { LL } = useI18nContext();
  usePageMeta({ title: LL.meta.clientPortalTitle(), description: LL.clientPortal.hero() });
  return (
    <>
      <PageHero title={LL.clientPortal.title()} subtitle={LL.clientPortal.hero()}>
        <Flex gap="3" mt="4" wrap="wrap">
          <Button asChild size="3">
            <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
              {LL.clientPortal.access()}
            </a>
          </Button>
          <Button asChild size="3" variant="outline">
            <a href={site.guidePdfUrl} target="_blank" rel="noopener noreferrer">
              {LL.clientPortal.guide()}
            </a>
          </Button>
        </Flex>
      </PageHero>
      <Container size="3" px="4" py="6">
        <Button asChild variant="soft">
          <Link href="/contact">{LL.nav.contact()}</Link>
        </Button>
      </Container>
    </>
  );
}
