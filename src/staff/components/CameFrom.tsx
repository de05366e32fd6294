import { Text } from '@radix-ui/themes';
import { cameFromText } from '@shared/came-from';
import type { Attribution } from '@shared/schemas/analytics';

/** 'Came from: …' under an inquiry (src/shared/came-from.ts), or nothing. */
export function CameFrom({ attribution }: { attribution: Attribution | null | undefined }) {
  const text = cameFromText(attribution);
  return text ? (
    <Text as="p" size="2" color="gray" className="came-from">
      {text}
    </Text>
  ) : null;
}
