import { LegalPage, P, type LegalSection } from '../common/LegalPage';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { useApiQuery } from '../../lib/api';
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
  const policy = useApiQuery('contact.policy', undefined, { staleTime: Infinity });
  usePageMeta({ title: LL.meta.privacyTitle(), description: LL.meta.privacyDescription({ firm: firm.firmName }) });
  const sections: LegalSection[] = [
    { id: 'introduction', title: t.introTitle(), body: <P>{t.introText()}</P> },
    {
      id: 'contact-form',
      title: t.formTitle(),
      body: (
        <>
          <P>{t.formText()}</P>
          <ul>
            <li>{t.formItem1()}</li>
            <li>{t.formItem2()}</li>
            <li>{t.formItem3()}</li>
          </ul>
          <P>{t.formNote()}</P>
        </>
      ),
    },
    { id: 'newsletter', title: t.newsletterTitle(), body: <P>{t.newsletterText()}</P> },
    {
      id: 'consultations-chat',
      title: t.consultTitle(),
      body: (
        <>
          <P>{t.bookingText()}</P>
          <ul>
            <li>{t.bookingItem1()}</li>
            <li>{t.bookingItem2()}</li>
            <li>{t.bookingItem3()}</li>
          </ul>
          <P>{t.bookingNote()}</P>
          <P>{t.consultText({ minutes: firm.unfinishedAfterMinutes })}</P>
        </>
      ),
    },
    {
      id: 'use',
      title: t.useTitle(),
      body: (
        <>
          <P>{t.useText()}</P>
          <ul>
            <li>{t.useItem1()}</li>
            <li>{t.useItem2()}</li>
            <li>{t.useItem3()}</li>
            <li>{t.useItem4()}</li>
          </ul>
          <P>{t.useNote()}</P>
        </>
      ),
    },
    {
      id: 'counting',
      title: t.countTitle(),
      body: (
        <>
          <P>{t.countText()}</P>
          <ul>
            <li>{t.countItem1()}</li>
            <li>{t.countItem2()}</li>
            <li>{t.countItem3()}</li>
            <li>{t.countItem4()}</li>
          </ul>
          <P>{t.countPhone()}</P>
          <P>{t.countVisitors()}</P>
          <P>{t.countExcluded()}</P>
          <P>{t.countRequests()}</P>
          <P>{t.countRetention()}</P>
        </>
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
