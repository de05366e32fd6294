import { Text } from '@radix-ui/themes';
import { isLocale } from '@shared/locales';
import { LOCALE_NAMES } from '@shared/schemas/posts';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { AnalyticsSection, CountTable, type CountColumn } from './CountTable';
import { percent } from './range';

/** Where the counts come from: the pages, the sites and campaigns that sent visitors, their devices. */

type PageRow = AnalyticsSummary['pages'][number];
type ReferrerRow = AnalyticsSummary['referrers'][number];
type CampaignRow = AnalyticsSummary['campaigns'][number];
type DeviceRow = AnalyticsSummary['devices'][number];

/** A language as the content tables name it (in its own tongue); an unknown code as it is. */
export function languageName(locale: string): string {
  return isLocale(locale) ? LOCALE_NAMES[locale] : locale;
}

/** A page by its title when it has one (a blog post), with its address under it; otherwise its address. */
export function PageName({ title, path }: { title: string | null; path: string }) {
  if (!title) return <span className="analytics-path">{path}</span>;
  return (
    <>
      <span>{title}</span>
      <Text as="div" size="1" color="gray" weight="regular" className="analytics-path">
        {path}
      </Text>
    </>
  );
}

const orDash = (text: string) => text || '—';

const PAGE_COLUMNS: CountColumn<PageRow>[] = [
  { header: 'Page', cell: (p) => <PageName title={p.title} path={p.path} /> },
  { header: 'Language', cell: (p) => languageName(p.locale) },
  { header: 'Views', cell: (p) => p.views, numeric: true },
  { header: 'Entries', cell: (p) => p.entries, numeric: true },
];

const REFERRER_COLUMNS: CountColumn<ReferrerRow>[] = [
  { header: 'Site', cell: (r) => r.referrer },
  { header: 'Entries', cell: (r) => r.entries, numeric: true },
  { header: 'Views', cell: (r) => r.views, numeric: true },
];

const CAMPAIGN_COLUMNS: CountColumn<CampaignRow>[] = [
  { header: 'Source', cell: (c) => orDash(c.source) },
  { header: 'Medium', cell: (c) => orDash(c.medium) },
  { header: 'Campaign', cell: (c) => orDash(c.campaign) },
  { header: 'Entries', cell: (c) => c.entries, numeric: true },
  { header: 'Views', cell: (c) => c.views, numeric: true },
];

const DEVICE_NAMES: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', computer: 'Computer' };

export function TopPages({ pages }: { pages: PageRow[] }) {
  return (
    <AnalyticsSection title="Top pages" about="The most viewed pages, each in its language. Entries: visits that began on the page.">
      <CountTable caption="Top pages" columns={PAGE_COLUMNS} rows={pages} rowKey={(p) => `${p.path} ${p.locale}`} empty="No page views in this range." />
    </AnalyticsSection>
  );
}

export function Referrers({ referrers }: { referrers: ReferrerRow[] }) {
  return (
    <AnalyticsSection title="Referrers" about="Other sites whose links brought visitors here (search engines, social networks, directories).">
      <CountTable caption="Referrers" columns={REFERRER_COLUMNS} rows={referrers} rowKey={(r) => r.referrer} empty="No visitors came from another site in this range." />
    </AnalyticsSection>
  );
}

export function Campaigns({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <AnalyticsSection title="Campaigns" about="Links tagged with utm_source, utm_medium and utm_campaign (newsletters, advertisements).">
      <CountTable
        caption="Campaigns"
        columns={CAMPAIGN_COLUMNS}
        rows={campaigns}
        rowKey={(c) => JSON.stringify([c.source, c.medium, c.campaign])}
        empty="No visits from a tagged link in this range."
      />
    </AnalyticsSection>
  );
}

export function Devices({ devices }: { devices: DeviceRow[] }) {
  const total = devices.reduce((sum, d) => sum + d.views, 0);
  const columns: CountColumn<DeviceRow>[] = [
    { header: 'Device', cell: (d) => DEVICE_NAMES[d.device] ?? d.device },
    { header: 'Views', cell: (d) => d.views, numeric: true },
    { header: 'Share', cell: (d) => percent(total > 0 ? d.views / total : 0), numeric: true },
  ];
  return (
    <AnalyticsSection title="Devices" about="Views by the kind of device, as its browser names itself.">
      <CountTable caption="Devices" columns={columns} rows={devices} rowKey={(d) => d.device} empty="No page views in this range." />
    </AnalyticsSection>
  );
}
