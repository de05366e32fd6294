import { Badge, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Checklist = RouterOutputs['settings']['checklist'];

/**
 * What an administrator must do before the site goes live, until every line is done: the demo's values
 * replaced (checked against what is saved) and the deployment facts the server can see.
 */
export function GoLiveChecklist({ checklist }: { checklist: Checklist }) {
  const left = checklist.items.filter((i) => !i.done).length;
  if (left === 0) {
    return (
      <Text as="p" size="2" color="green" highContrast role="status">
        Ready to go live: every item of the checklist is done.
      </Text>
    );
  }
  return (
    <>
      <Text as="p" size="2" mb="3">
        {left === 1 ? '1 item' : `${left} items`} left before this site is ready for the public.
      </Text>
      <ul className="go-live-list" aria-label="Go-live checklist">
        {checklist.items.map((item) => (
          <li key={item.id} data-done={item.done}>
            <Flex gap="2" align="start">
              <Badge color={item.done ? 'green' : 'amber'} highContrast size="1">
                {item.done ? 'Done' : 'To do'}
              </Badge>
              <div>
                <Text as="p" size="2" weight="medium">
                  {item.label}
                </Text>
                {!item.done ? (
                  <Text as="p" size="1" color="gray">
                    {item.hint}
                  </Text>
                ) : null}
              </div>
            </Flex>
          </li>
        ))}
      </ul>
    </>
  );
}

/** On the dashboard, for administrators, until the checklist is done: how much is left and where. */
export function GoLiveNotice() {
  const checklist = trpc.settings.checklist.useQuery(undefined, { staleTime: 60_000 });
  const left = checklist.data?.items.filter((i) => !i.done).length ?? 0;
  if (left === 0) return null;
  return (
    <Callout.Root color="amber" highContrast mb="5" role="status">
      <Callout.Text>
        Before going live: {left === 1 ? '1 item' : `${left} items`} of the checklist left, such as the demo firm&apos;s phone numbers and
        attorneys.{' '}
        <Link href="~/admin/settings" className="admin-callout-link">
          Open the checklist in Settings
        </Link>
      </Callout.Text>
    </Callout.Root>
  );
}
