import { Button, Container, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import NotFoundPage from './NotFoundPage';

export const SERVICE_IDS = ['detention', 'family', 'vawa'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
const isServiceId = (v: string | undefined): v is ServiceId => (SERVICE_IDS as readonly (string | undefined)[]).includes(v);

function ServiceDetail({ id }: { id: ServiceId }) {
  const { LL } = useI18nContext();
  const t = LL.services[id];
  usePageMeta({ title: t.title(), description: t.short(), image: `/images/services/${id}.webp` });
  return (
    <>
      <PageHero title={t.title()} subtitle={t.short()} />
      <Container size="3" px="4" py="6">
        <img src={`/images/services/${id}.webp`} alt="" width={1200} height={800} className="responsive-img" />
        <Text as="p" my="4">
          {LL.benefits.fast()}
        </Text>
        <Button asChild>
          <Link href="/contact">{LL.hero.consultButton()}</Link>
        </Button>
      </Container>
    </>
  );
}

export default function ServiceDetailPage({ params }: { params: { service?: string } }) {
  return isServiceId(params.service) ? <ServiceDetail id={params.service} /> : <NotFoundPage />;
}
