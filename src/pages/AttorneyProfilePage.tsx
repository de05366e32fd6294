import { Card, Container, Grid, Heading, Text } from '@radix-ui/themes';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';

export default function AttorneyProfilePage() {
  const { LL } = useI18nContext();
  usePageMeta({ title: LL.meta.attorneyTitle(), description: LL.why.experience() });
  const titles = [LL.attorneys.founderTitle(), LL.attorneys.associateTitle()];
  return (
    <>
      <PageHero title={LL.attorneys.title()} subtitle={LL.why.experience()} />
      <Container size="3" px="4" py="6">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {site.attorneys.map((a, i) => (
            <Card key={a.id} size="3">
              <img src={a.image} alt={a.name} width={600} height={750} className="responsive-img" loading="lazy" />
              <Heading as="h2" size="5" mt="3">
                {a.name}
              </Heading>
              <Text as="p">{titles[i]}</Text>
              <Text as="p">{LL.attorneys.experience({ years: a.years })}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </>
  );
}
