import { Link } from 'wouter';
import { useI18nContext, usePageLocale } from '../../lib/i18n';
import { COPYRIGHT_YEAR } from '@shared/constants';
import { feedPath } from '@shared/locales';
import { site } from '@shared/site';
import { useFirm } from '../../lib/firm';
import { firmPlace } from '../../lib/firm-facts';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, ScaleIcon, XIcon } from '../../ui/Icons';

const SOCIAL = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'x', name: 'X', Icon: XIcon },
] as const;

/**
 * Names the firm, a responsible lawyer and the office city on every page, with the disclaimers that
 * lawyer advertising needs in the page's own language (decision 0011).
 */
export function Footer() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const lead = firm.attorneys[0];
  const place = firmPlace(firm, locale);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <ScaleIcon size={22} /> {firm.firmName}
          </p>
          <p>{LL.footer.description(place)}</p>
          <ul className="social-links" aria-label={LL.footer.socialLabel()}>
            {/* A network the firm left empty has no icon. */}
            {SOCIAL.filter(({ key }) => firm.social[key] !== '').map(({ key, name, Icon }) => (
              <li key={key}>
                <a href={firm.social[key]} aria-label={LL.footer.followUs({ network: name })}>
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">{LL.footer.servicesTitle()}</h2>
          <ul className="site-footer__links">
            <li>
              <Link href="/services/detention">{LL.services.detention.title()}</Link>
            </li>
            <li>
              <Link href="/services/family">{LL.services.family.title()}</Link>
            </li>
            <li>
              <Link href="/services/vawa">{LL.services.vawa.title()}</Link>
            </li>
            <li>
              <Link href="/services/family#asylum">{LL.footer.asylumLink()}</Link>
            </li>
            <li>
              <Link href="/services">{LL.nav.allServices()}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">{LL.footer.contactTitle()}</h2>
          <ul className="site-footer__links site-footer__contact">
            <li>
              <PhoneIcon size={16} />
              <a href={firm.phoneHref}>{firm.phone}</a>
            </li>
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${firm.email}`}>{firm.email}</a>
            </li>
            <li>
              <MapPinIcon size={16} />
              <address>{firm.fullAddress}</address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">{LL.footer.legalTitle()}</h2>
          <ul className="site-footer__links">
            <li>
              <Link href="/privacy-policy">{LL.footer.privacy()}</Link>
            </li>
            <li>
              <Link href="/terms-and-conditions">{LL.footer.terms()}</Link>
            </li>
            <li>
              <Link href="/contact">{LL.nav.contact()}</Link>
            </li>
            <li>
              <Link href="/client-portal">{LL.nav.clientPortal()}</Link>
            </li>
            <li>
              {/* A file, not a page of the app: an ordinary link, the language's own feed. */}
              <a href={feedPath(locale)} type="application/rss+xml">
                {LL.footer.rssFeed()}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <p>{LL.footer.disclaimer()}</p>
        <p>{LL.footer.hiring()}</p>
        <p>{LL.footer.emergency({ hotline: site.domesticViolenceHotline.label })}</p>
        <p>{LL.footer.attorneyAdvertising({ lawyer: lead?.name ?? firm.firmName, ...place })}</p>
        <p>{LL.footer.copyright({ year: COPYRIGHT_YEAR, firm: firm.firmName })}</p>
      </div>
    </footer>
  );
}
