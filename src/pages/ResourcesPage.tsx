import { Card, Container, Grid, Heading, Text } from '@radix-ui/themes';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { trpc } from '../lib/trpc';

export default function ResourcesPage() {
  const { LL } = useI18nContext();
  usePageMeta({ title: LL.meta.resourcesTitle(), description: LL.resources.subtitle() });
  const resources = trpc.resources.list.useQuery({});
  return (
    <>
      <PageHero title={LL.resources.title()} subtitle={LL.resources.subtitle()} />
      <Container size="4" px="4" py="6">
        {resources.data && resources.data.length > 0 ? (
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            {resources.data.map((r) => (
              <Card key={r.id} size="2">
                <Heading as="h2" size="4">
                  <a href={r.link} target="_blank" rel="noopener noreferrer">
                    {r.title}
                  </a>
                </Heading>
                <Text as="p" size="2">
                  {r.description}
                </Text>
              </Card>
            ))}
          </Grid>
        ) : resources.isPending ? null : (
          <Text as="p">No resources available yet. Check back soon!</Text>
        )}
      </Container>
    </>
  );
}
