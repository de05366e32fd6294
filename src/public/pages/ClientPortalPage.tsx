import { Button, Container, Flex, Grid, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { ExternalLink } from '../common/ExternalLink';
import { LazyIframe } from '../common/LazyIframe';
import { ExternalIcon, PhoneIcon, PlayIcon, ShieldIcon } from '../../ui/Icons';
import { PageHero } from '../common/PageHero';
import { Actions, CardSection, CheckList, CtaBand, Section } from '../sections/Sections';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { site } from '@shared/site';
import { useFirm } from '../../lib/firm';

export default function ClientPortalPage() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const t = LL.clientPortal;
  usePageMeta({ title: LL.meta.clientPortalTitle(), description: LL.meta.clientPortalDescription() });
  return (
    <>
      <PageHero title={t.title()} subtitle={t.hero()}>
        <Flex gap="3" mt="5" wrap="wrap">
          <Button asChild size="3">
            <ExternalLink href={firm.portalUrl}>
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

      <Section id="portal-what" title={t.whatTitle()} width="3" titleGap="3">
        <Text as="p" size="4" mb="4">
          {t.whatText()}
        </Text>
        <CheckList items={[t.whatItem1(), t.whatItem2(), t.whatItem3(), t.whatItem4()]} />
      </Section>

      <section className="section section--tint">
        <Container size="4" px="4">
          <Grid columns={{ initial: '1', md: '2' }} gap="5">
            <CardSection id="portal-new" title={t.newTitle()} text={t.newText()}>
              <ol className="numbered-list">
                <li>{t.newStep1()}</li>
                <li>{t.newStep2()}</li>
                <li>{t.newStep3()}</li>
                <li>{t.newStep4()}</li>
              </ol>
            </CardSection>
            <CardSection id="portal-existing" title={t.existingTitle()} text={t.existingText()}>
              <CheckList items={[t.existingItem1(), t.existingItem2(), t.existingItem3()]} />
            </CardSection>
          </Grid>
          <Text as="p" mt="4" className="security-note">
            <ShieldIcon size={18} /> {t.securityNote()}
          </Text>
        </Container>
      </section>

      <Section id="portal-video" title={t.videoTitle()} width="3" titleGap="2">
        <Text as="p" mb="4">
          {t.videoText()}
        </Text>
        <LazyIframe
          src={site.videoEmbedUrl}
          title={t.videoFrameTitle()}
          className="embed-16x9"
          icon={<PlayIcon size={44} />}
          // Only what a video player needs; the site's Permissions-Policy denies motion sensors anyway.
          allow="clipboard-write; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Section>

      <Section id="portal-pdf" title={t.pdfTitle()} width="3" titleGap="2" tint>
        <Text as="p" mb="4">
          {t.pdfText()}{' '}
          <ExternalLink href={site.guidePdfUrl} type="application/pdf">
            {t.guide()}
          </ExternalLink>
        </Text>
        <LazyIframe src={site.guidePdfUrl} title={t.pdfFrameTitle()} className="pdf-wrap" frameClassName="pdf-frame" />
      </Section>

      <CtaBand
        id="portal-help"
        title={t.helpTitle()}
        text={t.helpText()}
        actions={
          <Actions>
            <Button asChild size="3" className="btn-gold">
              <Link href="/contact">{t.helpButton()}</Link>
            </Button>
            <Button asChild size="3" variant="outline" className="btn-on-dark">
              <a href={firm.phoneHref}>
                <PhoneIcon size={18} /> {firm.phone}
              </a>
            </Button>
          </Actions>
        }
      />
    </>
  );
}
