import { LegalPage, P, type LegalSection } from '../common/LegalPage';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import { useFirm } from '../../lib/firm';

export default function TermsPage() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const t = LL.terms;
  usePageMeta({ title: LL.meta.termsTitle(), description: LL.meta.termsDescription({ firm: firm.firmName }) });
  // Ten numbered sections (spec): the attorney-client and governing-law ones are 3 and 10.
  const sections: LegalSection[] = [
    { id: 'acceptance', title: t.s1Title(), body: <P>{t.s1Text()}</P> },
    { id: 'not-legal-advice', title: t.s2Title(), body: <P>{t.s2Text()}</P> },
    { id: 'no-attorney-client-relationship', title: t.s3Title(), body: <P>{t.s3Text()}</P> },
    { id: 'confidential-information', title: t.s4Title(), body: <P>{t.s4Text()}</P> },
    { id: 'advertising', title: t.s5Title(), body: <P>{t.s5Text()}</P> },
    { id: 'third-parties', title: t.s6Title(), body: <P>{t.s6Text()}</P> },
    { id: 'acceptable-use', title: t.s7Title(), body: <P>{t.s7Text()}</P> },
    { id: 'intellectual-property', title: t.s8Title(), body: <P>{t.s8Text()}</P> },
    { id: 'liability', title: t.s9Title(), body: <P>{t.s9Text()}</P> },
    { id: 'governing-law', title: t.s10Title(), body: <P>{t.s10Text()}</P> },
  ];
  return (
    <LegalPage
      title={LL.footer.terms()}
      intro={t.intro({ firm: firm.firmName })}
      sections={sections}
      contactTitle={t.contactTitle()}
      contactText={t.contactText()}
    />
  );
}
