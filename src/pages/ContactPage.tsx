import { Container, Text } from '@radix-ui/themes';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { MAP_HEIGHT_PX } from '../shared/constants';
import { fullAddress, site } from '../shared/site';

export default function ContactPage() {
  const { LL } = useI18nContext();
  usePageMeta({ title: LL.meta.contactTitle(), description: LL.contact.subtitle() });
  return (
    <>
      <PageHero title={LL.contact.title()} subtitle={LL.contact.subtitle()} />
      <Container size="3" px="4" py="6">
        <Text as="p">
          {LL.contact.phoneLabel()}: <a href={site.phoneHref}>{site.phone}</a>
        </Text>
        <Text as="p">
          {LL.contact.emailLabel()}: <a href={`mailto:${site.email}`}>{site.email}</a>
        </Text>
        <Text as="p" mb="4">
          {LL.contact.officeLabel()}: {fullAddress}
        </Text>
        <iframe
          title={LL.contact.mapTitle()}
          src={site.mapEmbedUrl}
          width="100%"
          height={MAP_HEIGHT_PX}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="map-frame"
        />
      </Container>
    </>
  );
}
