import { Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { ExternalLink } from '../components/common/ExternalLink';
import { LazyIframe } from '../components/common/LazyIframe';
import { CheckIcon, ExternalIcon, PhoneIcon, ShieldIcon } from '../components/common/Icons';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';

export default function ClientPortalPage() {
  const { LL } = useI18nContext();
  const t = LL.clientPortal;
  usePageMeta({ title: LL.meta.clientPortalTitle(), description: LL.meta.clientPortalDescription() });
  return (
    <>
      <PageHero title={t.title()} subtitle={t.hero()}>
        <Flex gap="3" mt="5" wrap="wrap">
          <Button asChild size="3">
            <ExternalLink href={site.portalUrl}>
              {t.access()} <ExternalIcon size={16} />
            </ExternalLink>
          </Button>
          <Button asChild size="3" variant="outline">
            <ExternalLink href={site.guidePdfUrl} type="application/pdf">
              {t.guide()}
            </ExternalLink>
          </Button>
        </Flex>
      </PageHero>

      <section className="section" aria-labelledby="portal-what">
        <Container size="3" px="4">
          <Heading as="h2" size="7" mb="3" id="portal-what">
            {t.whatTitle()}
          </Heading>
          <Text as="p" size="4" mb="4">
            {t.whatText()}
          </Text>
          <ul className="check-list">
            {[t.whatItem1(), t.whatItem2(), t.whatItem3(), t.whatItem4()].map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="section section--tint">
        <Container size="4" px="4">
          <Grid columns={{ initial: '1', md: '2' }} gap="5">
            <Card size="3" asChild>
              <section aria-labelledby="portal-new">
                <Heading as="h2" size="6" mb="3" id="portal-new">
                  {t.newTitle()}
                </Heading>
                <Text as="p" mb="3">
                  {t.newText()}
                </Text>
                <ol className="numbered-list">
                  <li>{t.newStep1()}</li>
                  <li>{t.newStep2()}</li>
                  <li>{t.newStep3()}</li>
                  <li>{t.newStep4()}</li>
                </ol>
              </section>
            </Card>
            <Card size="3" asChild>
              <section aria-labelledby="portal-existing">
                <Heading as="h2" size="6" mb="3" id="portal-existing">
                  {t.existingTitle()}
                </Heading>
                <Text as="p" mb="3">
                  {t.existingText()}
                </Text>
                <ul className="check-list">
                  {[t.existingItem1(), t.existingItem2(), t.existingItem3()].map((item) => (
                    <li key={item}>
                      <CheckIcon size={18} /> {item}
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          </Grid>
          <Text as="p" mt="4" className="security-note">
            <ShieldIcon size={18} /> {t.securityNote()}
          </Text>
        </Container>
      </section>

      <section className="section" aria-labelledby="portal-video">
        <Container size="3" px="4">
          <Heading as="h2" size="7" mb="2" id="portal-video">
            {t.videoTitle()}
          </Heading>
          <Text as="p" mb="4">
            {t.videoText()}
          </Text>
          <LazyIframe
            src={site.videoEmbedUrl}
            title={t.videoFrameTitle()}
            className="embed-16x9"
            // Only what a video player needs; the site's Permissions-Policy denies motion sensors anyway.
            allow="clipboard-write; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Container>
      </section>

      <section className="section section--tint" aria-labelledby="portal-pdf">
        <Container size="3" px="4">
          <Heading as="h2" size="7" mb="2" id="portal-pdf">
            {t.pdfTitle()}
          </Heading>
          <Text as="p" mb="4">
            {t.pdfText()}{' '}
            <ExternalLink href={site.guidePdfUrl} type="application/pdf">
              {t.guide()}
            </ExternalLink>
          </Text>
          <LazyIframe src={site.guidePdfUrl} title={t.pdfFrameTitle()} className="pdf-wrap" frameClassName="pdf-frame" />
        </Container>
      </section>

      <section className="section" aria-labelledby="portal-help">
        <Container size="3" px="4">
          <div className="cta-band">
            <div>
              <Heading as="h2" size="6" mb="2" id="portal-help">
                {t.helpTitle()}
              </Heading>
              <Text as="p">{t.helpText()}</Text>
            </div>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3" className="btn-gold">
                <Link href="/contact">{t.helpButton()}</Link>
              </Button>
              <Button asChild size="3" variant="outline" className="btn-on-dark">
                <a href={site.phoneHref}>
                  <PhoneIcon size={18} /> {site.phone}
                </a>
              </Button>
            </Flex>
          </div>
        </Container>
      </section>
    </>
  );
}
