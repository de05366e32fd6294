import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { errorMessage, notify } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { AlertIcon } from '../components/AdminIcons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { localDate } from '../components/table-format';
import type { BookingAttorney } from './labels';

/**
 * Each attorney's private calendar feed (/calendar/<token>.ics) for Outlook, Google or Apple Calendar to subscribe
 * to. Only a hash of the link is kept, so it is shown once, when made; 'Reset link' replaces it and the old one stops
 * working at once (server/booking/staff.ts).
 */
export function CalendarFeeds({ attorneys }: { attorneys: BookingAttorney[] }) {
  const feeds = trpc.bookings.feeds.useQuery();
  useErrorToast(feeds.error, 'Error fetching the calendar feeds');
  const made = new Map((feeds.data ?? []).map((f) => [f.attorneyKey, f.createdAt]));
  return (
    <Card asChild size="3" className="bookings-feeds">
      <section aria-labelledby="bookings-feeds-heading">
        <Heading as="h2" size="5" mb="2" id="bookings-feeds-heading">
          Calendar feeds
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          A private link per attorney that their calendar app subscribes to (in Outlook, Google or Apple Calendar: add a calendar from a URL). It lists
          their consultations, with the visitor&apos;s name and phone but never the matter, and their blocked time. Anyone with the link can read it:
          keep it like a password, and reset it if it was shared by mistake.
        </Text>
        {feeds.isPending ? (
          <Text as="p" size="2" role="status">
            Loading calendar feeds...
          </Text>
        ) : (
          <ul className="bookings-feed-list">
            {attorneys.map((a) => (
              <FeedRow key={a.key} attorney={a} createdAt={made.get(a.key) ?? null} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function FeedRow({ attorney, createdAt }: { attorney: BookingAttorney; createdAt: Date | null }) {
  const utils = trpc.useUtils();
  const reset = trpc.bookings.resetFeed.useMutation();
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<{ url: string; replaced: boolean } | null>(null);
  const headingId = useId();

  const make = async () => {
    const replaced = createdAt !== null;
    try {
      const { url } = await reset.mutateAsync({ attorneyKey: attorney.key });
      setShown({ url, replaced });
      notify.success(replaced ? 'Calendar link reset' : 'Calendar link created', replaced ? `${attorney.name}'s old link no longer works.` : `Copy it now: it will not be shown again.`);
    } catch (err) {
      notify.error('Error making the calendar link', errorMessage(err, 'Please try again.'));
    } finally {
      await utils.bookings.feeds.invalidate();
    }
  };

  return (
    <li className="bookings-feed" aria-labelledby={headingId}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <div className="bookings-feed__who">
          <Heading as="h3" size="3" id={headingId}>
            {attorney.name}
          </Heading>
          <Text as="p" size="2" color="gray">
            {createdAt ? `Link made on ${localDate(createdAt)}` : 'No link yet'}
          </Text>
        </div>
        {createdAt ? (
          <Button variant="soft" onClick={() => setAsking(true)} disabled={reset.isPending} aria-label={`Reset link for ${attorney.name}`}>
            Reset link
          </Button>
        ) : (
          <Button variant="soft" onClick={() => void make()} loading={reset.isPending} aria-label={`Create link for ${attorney.name}`}>
            Create link
          </Button>
        )}
      </Flex>
      {shown ? <NewLink attorney={attorney} {...shown} onDone={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Reset the calendar link?"
        description={`${attorney.name}'s current link stops working at once: calendars subscribed to it stop updating until they subscribe to the new link, which is shown once.`}
        confirmLabel="Reset link"
        onConfirm={make}
      />
    </li>
  );
}

/** The link, shown once, with a copy button. */
function NewLink({ attorney, url, replaced, onDone }: { attorney: BookingAttorney; url: string; replaced: boolean; onDone(): void }) {
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    // Missing on a page not served over https, and in older browsers.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(url);
      notify.success('Link copied', `Paste it into ${attorney.name}'s calendar app.`);
    } catch {
      // The link selected in its field: the keyboard's copy still works.
      inputRef.current?.select();
      notify.error('Copying is not available here', 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <Flex direction="column" gap="2" mt="3" className="bookings-feed__link">
      <Callout.Root color="amber" size="1" role="status">
        <Callout.Icon>
          <AlertIcon />
        </Callout.Icon>
        <Callout.Text>
          Copy this link now: it will not be shown again.{replaced ? ' The old link no longer works: calendars subscribed to it must subscribe to this one.' : ''}
        </Callout.Text>
      </Callout.Root>
      <Text as="label" size="2" weight="medium" htmlFor={fieldId}>
        Calendar link for {attorney.name}
      </Text>
      <TextField.Root id={fieldId} ref={inputRef} value={url} readOnly onFocus={(e) => e.currentTarget.select()} className="bookings-feed__url" />
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" onClick={() => void copy()}>
          Copy link
        </Button>
        <Button variant="ghost" color="gray" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}
