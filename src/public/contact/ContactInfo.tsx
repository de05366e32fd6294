import { Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../lib/i18n';
import { useFirm } from '../../lib/firm';
import { officeHoursLines } from '@shared/office-hours';
import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/Icons';

/** The firm's contact block (home and /contact): every fact as the firm saved it at /admin/settings. */
export function ContactInfo({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  return (
    <div className="contact-info">
      <Heading as={headingLevel} size="5" mb="3">
        {LL.contact.infoTitle()}
      </Heading>
      <ul className="icon-list">
        <InfoRow icon={<PhoneIcon />} label={LL.contact.phoneLabel()}>
          <a href={firm.phoneHref}>{firm.phone}</a>
        </InfoRow>
        <InfoRow icon={<MailIcon />} label={LL.contact.emailLabel()}>
          <a href={`mailto:${firm.email}`}>{firm.email}</a>
        </InfoRow>
        <InfoRow icon={<MapPinIcon />} label={LL.contact.officeLabel()}>
          <address>
            {firm.firmName}
            <br />
            {firm.fullAddress}
          </address>
        </InfoRow>
        <InfoRow icon={<ClockIcon />} label={LL.contact.hoursLabel()}>
          <Text as="p">{LL.contact.hours()}</Text>
          {/* The office's own hours, as the firm saved them at /admin/settings. */}
          {officeHoursLines(firm.officeHours, locale).map((line, i) => (
            <Text as="p" size="2" color="gray" key={i} data-testid="office-hours">
              {line}
            </Text>
          ))}
        </InfoRow>
        <li>
          <GlobeIcon />
          <Text as="p">{LL.contact.languagesLine()}</Text>
        </li>
      </ul>
    </div>
  );
}

/** One fact of the block: its icon, its label in bold, then the fact. */
function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <div>
        <Text as="p" weight="bold" size="2">
          {label}
        </Text>
        {children}
      </div>
    </li>
  );
}
