import { Container } from '@radix-ui/themes';
import { ExternalLink } from '../common/ExternalLink';
import { LazyIframe } from '../common/LazyIframe';
import { PageHero } from '../common/PageHero';
import { Section } from '../sections/Sections';
import { ContactForm } from '../contact/ContactForm';
import { ContactInfo } from '../contact/ContactInfo';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { MAP_HEIGHT_PX } from '@shared/constants';
import { useFirm } from '../../lib/firm';
import { firmPlace, responsePromise } from '../../lib/firm-facts';

export default function ContactPage() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const { city } = firmPlace(firm, locale);
  const promise = responsePromise(firm, LL);
  usePageMeta({ title: LL.meta.contactTitle(), description: LL.meta.contactDescription({ city, promise }) });
  return (
    <>
      <PageHero title={LL.contact.title()} subtitle={LL.contact.subtitle({ promise })} />
      <section className="section">
        <Container size="4" px="4">
          <div className="contact-layout">
            <ContactForm />
            <ContactInfo />
          </div>
        </Container>
      </section>
      <Section id="map-title" title={LL.contact.mapHeading()} titleSize="6" titleGap="2" tint>
        <p className="map-directions">
          <ExternalLink href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${firm.firmName}, ${firm.fullAddress}`)}`}>
            {LL.contact.directions()}
          </ExternalLink>
        </p>
        <LazyIframe
          title={LL.contact.mapTitle({ city })}
          src={firm.mapEmbedUrl}
          width="100%"
          height={MAP_HEIGHT_PX}
          referrerPolicy="no-referrer-when-downgrade"
          className="map-wrap"
          wrapperStyle={{ height: MAP_HEIGHT_PX }}
          frameClassName="map-frame"
        />
      </Section>
    </>
  );
}
