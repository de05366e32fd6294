import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { RouterOutputs } from '../../lib/trpc';
import { ResourceIcon } from '../../ui/ResourceIcon';

type Resource = RouterOutputs['resources']['list'][number];

/** A resource-library entry: opens its link in a new tab, which screen readers are told. */
export function ResourceCard({ resource, newTabLabel, showDescription = false }: { resource: Resource; newTabLabel: string; showDescription?: boolean }) {
  return (
    <Card className="resource-card" asChild>
      <a href={resource.link} target="_blank" rel="noopener noreferrer">
        <Flex gap="3" align="start">
          <span className="resource-icon">
            <ResourceIcon name={resource.icon} />
          </span>
          <Box>
            <Heading as="h3" size="3">
              {resource.title}
            </Heading>
            <Text as="p" size={showDescription ? '1' : '2'} color="gray" mb={showDescription ? '1' : undefined}>
              {resource.type} <span className="visually-hidden">{newTabLabel}</span>
            </Text>
            {showDescription ? (
              <Text as="p" size="2">
                {resource.description}
              </Text>
            ) : null}
          </Box>
        </Flex>
      </a>
    </Card>
  );
}
