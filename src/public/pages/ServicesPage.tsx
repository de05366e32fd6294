import { Button } from '@radix-ui/themes';
import { Link } from 'wouter';
import { ExternalLink } from '../common/ExternalLink';
import { ShieldIcon } from '../../ui/Icons';
import { breadcrumbLd } from '../common/jsonld';
import { PageHero } from '../common/PageHero';
import { Actions, CheckList, ConsultActions, CtaBand, FeatureRow, ItemText, Section, ServiceCards } from '../sections/Sections';
import { usePageMeta } from '../../lib/head';
import { useI18nContext, WithStrings } from '../../lib/i18n';
import { SERVICE_IDS } from '@shared/services';
import { useFirm } from '../../lib/firm';
import { firmPlace } from '../../lib/firm-facts';

export default function ServicesPage() {
  return (
    <WithStrings namespace="servicePages">
      <Services />
    </WithStrings>
  );
}

function Services() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const S = LL.servicePages;
  usePageMeta({
    title: LL.meta.servicesTitle(),
    description: LL.meta.servicesDescription(firmPlace(firm, locale)),
    jsonLd: import.meta.env.SSR ? [
      breadcrumbLd(locale, [
        { name: LL.nav.home(), path: '/' },
        { name: LL.nav.services(), path: '/services' },
      ]),
    ] : undefined,
  });

  // Three highlights per practice area, taken from its own detail page so the two never disagree.
  const highlights = {
    detention: [S.detention.bondTitle(), S.detention.custodyTitle(), S.detention.habeasTitle()],
    family: [S.family.immediateTitle(), S.family.adjustmentTitle(), S.family.waiverTitle()],
    vawa: [S.vawa.selfPetitionTitle(), S.vawa.evidenceTitle(), S.vawa.adjustmentTitle()],
  };
  const steps = [
    { title: S.step1Title(), text: S.step1Text() },
    { title: S.step2Title(), text: S.step2Text() },
    { title: S.step3Title(), text: S.step3Text() },
    { title: S.step4Title(), text: S.step4Text() },
  ];

  return (
    <>
      <PageHero title={S.pageTitle()} subtitle={S.pageSubtitle()}>
        <ConsultActions mt="5" />
      </PageHero>

      <Section id="practice-title" title={S.includesTitle()} titleGap="6">
        <ServiceCards pictures cards={SERVICE_IDS.map((id) => ({ id, extra: <CheckList items={highlights[id]} /> }))} />
      </Section>

      <FeatureRow
        id="asylum-title"
        icon={<ShieldIcon />}
        title={S.asylumTitle()}
        text={S.asylumText()}
        items={[S.asylumItem1(), S.asylumItem2(), S.asylumItem3()]}
      >
        <Link href="/services/family#asylum" className="arrow-link">
          {S.asylumLink()}
        </Link>
      </FeatureRow>

      <Section id="process-title" title={S.processTitle()} titleGap="6">
        <ol className="steps">
          {steps.map((s) => (
            <li key={s.title}>
              <ItemText title={s.title} text={s.text} />
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        id="portal-promo-title"
        light
        title={LL.mycase.title()}
        text={LL.mycase.text()}
        actions={
          <Actions>
            <Button size="3" asChild>
              <ExternalLink href={firm.portalUrl}>{LL.mycase.button()}</ExternalLink>
            </Button>
            <Button size="3" variant="outline" asChild>
              <Link href="/client-portal">{LL.mycase.learnMore()}</Link>
            </Button>
          </Actions>
        }
      />
    </>
  );
}
