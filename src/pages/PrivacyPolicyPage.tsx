import { Container, Text } from '@radix-ui/themes';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { fullAddress, site } from '../shared/site';

export default function PrivacyPolicyPage() {
  const { LL, locale } = useI18nContext();
  usePageMeta({ title: LL.meta.privacyTitle() });
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
  return (
    <>
      <PageHero title={LL.footer.privacy()} subtitle={today} />
      <Container size="3" px="4" py="6">
        <Text as="p">{LL.footer.disclaimer()}</Text>
        <Text as="p" mt="3">
          {site.firmName} · {fullAddress} · <a href={site.phoneHref}>{site.phone}</a> ·{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </Text>
      </Container>
    </>
  );
}
