import { Heading, Text } from '@radix-ui/themes';
import { useI18nContext } from '../../lib/i18n';
import { useFirm } from '../../lib/firm';
import { officeHoursLines } from '../../shared/office-hours';
import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../common/Icons';

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
        <li>
          <PhoneIcon />
          <div>
            <Text as="p" weight="bold" size="2">
              {LL.contact.phoneLabel()}
            </Text>
            <a href={firm.phoneHref}>{firm.phone}</a>
          </div>
        </li>
        <li>
          <MailIcon />
          <div>
            <Text as="p" weight="bold" size="2">
              {LL.contact.emailLabel()}
            </Text>
            <a href={`mailto:${firm.email}`}>{firm.email}</a>
          </div>
        </li>
        <li>
          <MapPinIcon />
          <div>
            <Text as="p" weight="bold" size="2">
              {LL.contact.officeLabel()}
            </Text>
            <address>
              {firm.firmName}
              <br />
              {firm.fullAddress}
            </address>
          </div>
        </li>
        <li>
          <ClockIcon />
          <div>
            <Text as="p" weight="bold" size="2">
              {LL.contact.hoursLabel()}
            </Text>
            <Text as="p">{LL.contact.hours()}</Text>
            {/* The office's own hours, as the firm saved them at /admin/settings. */}
            {officeHoursLines(firm.officeHours, locale).map((line, i) => (
              <Text as="p" size="2" color="gray" key={i} data-testid="office-hours">
                {line}
              </Text>
            ))}
          </div>
        </li>
        <li>
          <GlobeIcon />
          <Text as="p">{LL.contact.languagesLine()}</Text>
        </li>
      </ul>
    </div>
  );
}
