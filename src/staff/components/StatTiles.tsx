import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import { trpc } from '../../lib/trpc';

const number = new Intl.NumberFormat('en-US');

/** Live counts (decision 0010), not the prototype's fixed 3, 245 and 8. */
export function StatTiles() {
  const stats = trpc.posts.stats.useQuery();
  const tiles = [
    { label: 'Total Posts', value: stats.data?.posts },
    { label: 'Total Views', value: stats.data?.views },
    { label: 'Resources', value: stats.data?.resources },
  ];
  return (
    <Grid columns="3" gap={{ initial: '2', sm: '4' }} asChild>
      <ul className="admin-stats" aria-label="Statistics">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card size={{ initial: '1', sm: '2' }}>
              <Flex direction="column" gap="1">
                <Text size={{ initial: '1', sm: '2' }} color="gray">
                  {tile.label}
                </Text>
                <Text size={{ initial: '5', sm: '7' }} weight="bold" data-testid={`stat-${tile.label}`}>
                  {tile.value === undefined ? '—' : number.format(tile.value)}
                </Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  );
}
