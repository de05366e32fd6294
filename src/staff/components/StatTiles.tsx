import { Card, Flex, Grid, Text, type GridProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';

const number = new Intl.NumberFormat('en-US');

export interface StatTile {
  label: string;
  /** undefined while it loads: shown as '—'. */
  value: number | undefined;
  /** Below the number: what it counts, how it changed. */
  note?: ReactNode;
}

/** A row of cards, each a label and a number (the dashboard's counts, the analytics totals). */
export function StatTileList({ tiles, label, columns = '3' }: { tiles: StatTile[]; label: string; columns?: GridProps['columns'] }) {
  return (
    <Grid columns={columns} gap={{ initial: '2', sm: '4' }} asChild>
      <ul className="admin-stats" aria-label={label}>
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
                {tile.note}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  );
}

/** Live counts (decision 0010), not the prototype's fixed 3, 245 and 8. */
export function StatTiles() {
  const stats = trpc.posts.stats.useQuery();
  return (
    <StatTileList
      label="Statistics"
      tiles={[
        { label: 'Total Posts', value: stats.data?.posts },
        { label: 'Total Views', value: stats.data?.views },
        { label: 'Resources', value: stats.data?.resources },
      ]}
    />
  );
}
