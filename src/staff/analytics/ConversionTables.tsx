import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { useChatWords } from '../components/chat-views';
import { AnalyticsSection, CountTable, type CountColumn } from './CountTable';
import { percent } from './range';
import { languageName, PageName } from './TrafficTables';

/**
 * Administrators only (the server sends `conversions: null` to editors, and then none of this is shown): how
 * visitors became clients, and which articles they read last before.
 */

type Conversions = NonNullable<AnalyticsSummary['conversions']>;
type ArticleRow = Conversions['articles'][number];
type KindRow = { kind: string; count: number };

const KIND_COLUMNS: CountColumn<KindRow>[] = [
  { header: 'How', cell: (r) => r.kind },
  { header: 'Count', cell: (r) => r.count, numeric: true },
];

const ARTICLE_COLUMNS: CountColumn<ArticleRow>[] = [
  { header: 'Article', cell: (a) => <PageName title={a.title} path={a.path} /> },
  { header: 'Language', cell: (a) => languageName(a.locale) },
  { header: 'Views', cell: (a) => a.views, numeric: true },
  { header: 'Conversions', cell: (a) => a.conversions, numeric: true },
  { header: 'Rate', cell: (a) => percent(a.rate), numeric: true },
];

function ConversionKinds({ conversions }: { conversions: Conversions }) {
  const words = useChatWords();
  const chats: KindRow[] = conversions.chat.length
    ? conversions.chat.map((c) => ({ kind: `Chat: ${words.answerText('path', c.path)}`, count: c.count }))
    : [{ kind: 'Chat', count: 0 }];
  const rows: KindRow[] = [{ kind: 'Contact form', count: conversions.form }, ...chats, { kind: 'Consultation booked', count: conversions.booking }, { kind: 'Phone taps', count: conversions.phone }];
  return (
    <AnalyticsSection title="Conversions" about="Messages sent with the contact form, chats finished (by what the visitor needed help with), consultations booked, and taps on the firm's phone number.">
      <CountTable caption="Conversions" columns={KIND_COLUMNS} rows={rows} rowKey={(r) => r.kind} empty="No conversions in this range." />
    </AnalyticsSection>
  );
}

function ArticlesThatBringClients({ articles }: { articles: ArticleRow[] }) {
  return (
    <AnalyticsSection
      title="Articles that bring clients"
      about="The article a visitor read last before a form, a chat or a booking. Rate: conversions for every view of the article in this range."
    >
      <CountTable caption="Articles that bring clients" columns={ARTICLE_COLUMNS} rows={articles} rowKey={(a) => a.path} empty="No conversion followed an article in this range." />
    </AnalyticsSection>
  );
}

export function ConversionTables({ conversions }: { conversions: Conversions }) {
  return (
    <>
      <ConversionKinds conversions={conversions} />
      <ArticlesThatBringClients articles={conversions.articles} />
    </>
  );
}
