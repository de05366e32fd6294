import { Button } from '@radix-ui/themes';
import { Link } from 'wouter';
import { ExternalLink } from '../common/ExternalLink';
import { ShieldIcon } from '../../ui/Icons';
import { breadcrumbLd } from '../common/jsonld';
import { PageHero } from '../common/PageHero';
import { Actions, CheckList, ConsultActions, CtaBand, FeatureRow, ItemText, Section, ServiceCards } from '../sections/Sections';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { SERVICE_IDS } from '@shared/services';
import { useFirm } from '../../lib/firm';
import { firmPlace } from '../../lib/firm-facts';

export default function ServicesPage() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  usePageMeta({
    title: LL.meta.servicesTitle(),
    description: LL.meta.servicesDescription(firmPlace(firm, locale)),
    jsonLd: [
      breadcrumbLd(locale, [
        { name: LL.nav.home(), path: '/' },
        { name: LL.nav.services(), path: '/services' },
      ]),
    ],
  });

  // Three highlights per practice area, taken from its own detail page so the two never disagree.
  const highlights = {
    detention: [LL.services.detention.bondTitle(), LL.services.detention.custodyTitle(), LL.services.detention.habeasTitle()],
    family: [LL.services.family.immediateTitle(), LL.services.family.adjustmentTitle(), LL.services.family.waiverTitle()],
    vawa: [LL.services.vawa.selfPetitionTitle(), LL.services.vawa.evidenceTitle(), LL.services.vawa.adjustmentTitle()],
  };
  const steps = [
    { title: LL.services.step1Title(), text: LL.services.step1Text() },
    { title: LL.services.step2Title(), text: LL.services.step2Text() },
    { title: LL.services.step3Title(), text: LL.services.step3Text() },
    { title: LL.services.step4Title(), text: LL.services.step4Text() },
  ];

  return (
    <>
      <PageHero title={LL.services.pageTitle()} subtitle={LL.services.pageSubtitle()}>
        <ConsultActions mt="5" />
      </PageHero>

      <Section id="practice-title" title={LL.services.includesTitle()} titleGap="6">
        <ServiceCards pictures cards={SERVICE_IDS.map((id) => ({ id, extra: <CheckList items={highlights[id]} /> }))} />
      </Section>

      <FeatureRow
        id="asylum-title"
        icon={<ShieldIcon />}
        title={LL.services.asylumTitle()}
        text={LL.services.asylumText()}
        items={[LL.services.asylumItem1(), LL.services.asylumItem2(), LL.services.asylumItem3()]}
      >
        <Link href="/services/family#asylum" className="arrow-link">
          {LL.services.asylumLink()}
        </Link>
      </FeatureRow>

      <Section id="process-title" title={LL.services.processTitle()} titleGap="6">
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
