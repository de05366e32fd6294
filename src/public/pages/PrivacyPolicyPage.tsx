import { LegalPage, P, type LegalSection } from '../common/LegalPage';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { api } from '../../lib/api';
import { useFirm } from '../../lib/firm';

/** 730 days reads "2 years" / "2 años" / "2 ans"; other periods in days. */
function retentionPeriod(days: number, locale: string): string {
  const years = days % 365 === 0 ? days / 365 : null;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: years ? 'year' : 'day', unitDisplay: 'long' }).format(years ?? days);
}

export default function PrivacyPolicyPage() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const t = LL.privacy;
  const policy = api.contact.policy.useQuery(undefined, { staleTime: Infinity });
  usePageMeta({ title: LL.meta.privacyTitle(), description: LL.meta.privacyDescription({ firm: firm.firmName }) });
  const sections: LegalSection[] = [
    { id: 'introduction', title: t.introTitle(), body: <P>{t.introText()}</P> },
    {
      id: 'contact-form',
      title: t.formTitle(),
      body: <Listed lead={t.formText()} items={[t.formItem1(), t.formItem2(), t.formItem3()]} after={[t.formNote()]} />,
    },
    { id: 'newsletter', title: t.newsletterTitle(), body: <P>{t.newsletterText()}</P> },
    {
      id: 'consultations-chat',
      title: t.consultTitle(),
      body: (
        <Listed
          lead={t.bookingText()}
          items={[t.bookingItem1(), t.bookingItem2(), t.bookingItem3()]}
          after={[t.bookingNote(), t.consultText({ minutes: firm.unfinishedAfterMinutes })]}
        />
      ),
    },
    {
      id: 'use',
      title: t.useTitle(),
      body: <Listed lead={t.useText()} items={[t.useItem1(), t.useItem2(), t.useItem3(), t.useItem4()]} after={[t.useNote()]} />,
    },
    {
      id: 'counting',
      title: t.countTitle(),
      body: (
        <Listed
          lead={t.countText()}
          items={[t.countItem1(), t.countItem2(), t.countItem3(), t.countItem4()]}
          after={[t.countPhone(), t.countVisitors(), t.countExcluded(), t.countRequests(), t.countRetention()]}
        />
      ),
    },
    { id: 'sharing', title: t.sharingTitle(), body: <P>{t.sharingText()}</P> },
    {
      id: 'security',
      title: t.securityTitle(),
      body: (
        <>
          <P>{t.securityText()}</P>
          {policy.data ? <P>{t.retentionText({ period: retentionPeriod(policy.data.inquiryRetentionDays, locale) })}</P> : null}
        </>
      ),
    },
    { id: 'rights', title: t.rightsTitle(), body: <P>{t.rightsText()}</P> },
    { id: 'changes', title: t.changesTitle(), body: <P>{t.changesText()}</P> },
  ];
  return (
    <LegalPage
      title={LL.footer.privacy()}
      intro={t.intro({ firm: firm.firmName })}
      sections={sections}
      contactTitle={t.contactTitle()}
      contactText={t.contactText()}
    />
  );
}

/** A section's lead paragraph, its list, and the paragraphs after it. */
function Listed({ lead, items, after }: { lead: string; items: string[]; after: string[] }) {
  return (
    <>
      <P>{lead}</P>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {after.map((text) => (
        <P key={text}>{text}</P>
      ))}
    </>
  );
}
