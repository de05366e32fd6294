import { Badge, Button, Callout, Card, Dialog, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { formatSlotTime, listedZone, timeZoneCity } from '@shared/booking/time-zones';
import { bookingCancelInput, type ConsultationLanguage } from '@shared/schemas/booking';
import { errorMessage, notify } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AlertIcon } from '../components/AdminIcons';
import { FormDialogContent, TextAreaField } from '../components/FormField';
import { serverFieldErrors, useAdminForm } from '../components/use-admin-form';
import { CONSULTATION_LANGUAGE_NAMES } from '../settings/consultation-labels';
import { dayLabel, firmDateOf, firmTimeRange } from './firm-days';
import { cancelledByLabel, STATUS_COLOR, STATUS_LABEL, telHref, type BookingItem } from './labels';

const languageName = (code: string) => CONSULTATION_LANGUAGE_NAMES[code as ConsultationLanguage] ?? code;

/** The visitor's clock beside the firm's: '8:30 AM in Mexico City (America/Mexico_City)'. */
function visitorTime(item: BookingItem): string {
  const zone = listedZone(item.timeZone);
  if (zone === listedZone(FIRM_TIME_ZONE)) return `Same as the firm's (${zone})`;
  const time = formatSlotTime(item.start, 'en', item.timeZone);
  return zone === 'UTC' ? `${time} UTC` : `${time} in ${timeZoneCity(item.timeZone, 'en')} (${zone})`;
}

/** The screen's changes to a booking, each followed by a toast and a fresh read of the days shown. */
function useBookingChanges() {
  const utils = trpc.useUtils();
  const setStatus = trpc.bookings.setStatus.useMutation();
  const cancel = trpc.bookings.cancel.useMutation();
  // A refusal may mean someone else changed the booking: the screen shows what is stored either way.
  const refresh = () => utils.bookings.week.invalidate();
  const run = async (change: () => Promise<unknown>, done: [title: string, text: string], failed: string): Promise<void> => {
    try {
      await change();
      notify.success(...done);
    } catch (err) {
      notify.error(failed, errorMessage(err, 'Please try again.'));
    } finally {
      await refresh();
    }
  };
  return { setStatus, cancel, run, refresh };
}

/**
 * One consultation or blocked time: its time on the firm's clock, the visitor's details, the matter and the chat's
 * answers, its state, and what can be done with it ('Attended', 'No-show', 'Cancel'; 'Free this time' for a block).
 */
export function BookingCard({ item, level }: { item: BookingItem; level: 4 | 5 }) {
  const headingId = useId();
  const { setStatus, cancel, run, refresh } = useBookingChanges();
  const [asking, setAsking] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const block = item.kind === 'block';
  const who = block ? 'Blocked time' : item.name;
  const time = firmTimeRange(item.start, item.end);
  const busy = (setStatus.isPending && setStatus.variables.id === item.id) || (cancel.isPending && cancel.variables.id === item.id);
  const classes = ['bookings-card', block ? 'is-block' : '', item.status === 'cancelled' ? 'is-cancelled' : ''].filter(Boolean).join(' ');

  const mark = async (status: 'active' | 'attended' | 'no_show') => {
    await run(
      () => setStatus.mutateAsync({ id: item.id, status }),
      ['Booking updated', status === 'active' ? `${item.name}'s consultation is marked as booked again.` : `${item.name} is marked ${STATUS_LABEL[status].toLowerCase()}.`],
      'Error updating the booking',
    );
    // The button pressed is replaced by others: keyboard focus stays on this card rather than falling to the page.
    if (!document.activeElement || document.activeElement === document.body) cardRef.current?.focus();
  };
  const free = () =>
    void run(() => cancel.mutateAsync({ id: item.id, reason: '' }), ['Time freed', `${item.attorneyName}'s ${dayLabel(firmDateOf(item.start))}, ${time}, is free again.`], 'Error freeing the time');

  return (
    <li>
      <Card asChild size="2" className={classes}>
        <article aria-labelledby={headingId} ref={cardRef} tabIndex={-1}>
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Heading as={level === 4 ? 'h4' : 'h5'} size="3" id={headingId} className="bookings-card__title">
              <span className="bookings-card__time">{time}</span> · {who}
            </Heading>
            {block ? (
              <Badge highContrast color="gray">
                {item.status === 'cancelled' ? 'Freed' : 'Blocked'}
              </Badge>
            ) : (
              <Badge highContrast color={STATUS_COLOR[item.status]}>
                {STATUS_LABEL[item.status]}
              </Badge>
            )}
          </Flex>
          {block ? <BlockDetails item={item} /> : <VisitorDetails item={item} />}
          {item.status === 'cancelled' ? null : (
            <Flex gap="2" wrap="wrap" mt="3" className="bookings-card__actions">
              {block ? (
                <Button size="1" variant="soft" onClick={free} disabled={busy} aria-label={`Free this time: ${item.attorneyName}, ${time}`}>
                  Free this time
                </Button>
              ) : null}
              {!block && item.status === 'active' ? (
                <>
                  <Button size="1" variant="soft" color="green" onClick={() => void mark('attended')} disabled={busy} aria-label={`Attended: ${who}, ${time}`}>
                    Attended
                  </Button>
                  <Button size="1" variant="soft" color="orange" onClick={() => void mark('no_show')} disabled={busy} aria-label={`No-show: ${who}, ${time}`}>
                    No-show
                  </Button>
                  <Button size="1" variant="soft" color="red" onClick={() => setAsking(true)} disabled={busy} aria-label={`Cancel: ${who}, ${time}`}>
                    Cancel
                  </Button>
                </>
              ) : null}
              {!block && (item.status === 'attended' || item.status === 'no_show') ? (
                <Button size="1" variant="soft" color="gray" onClick={() => void mark('active')} disabled={busy} aria-label={`Back to booked: ${who}, ${time}`}>
                  Back to booked
                </Button>
              ) : null}
            </Flex>
          )}
          {!block ? <CancelDialog item={item} time={time} open={asking} onOpenChange={setAsking} cancel={cancel} refresh={refresh} /> : null}
        </article>
      </Card>
    </li>
  );
}

function BlockDetails({ item }: { item: BookingItem }) {
  return (
    <dl className="bookings-facts">
      <div>
        <dt>Reason</dt>
        <dd>{item.matter || <Text color="gray">None given</Text>}</dd>
      </div>
      {item.createdBy ? (
        <div>
          <dt>Blocked by</dt>
          <dd>{item.createdBy}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function VisitorDetails({ item }: { item: BookingItem }) {
  return (
    <>
      <Text as="p" size="2" color="gray" mt="1">
        {item.typeName}
      </Text>
      {item.email && !item.emailSafe ? (
        <Callout.Root color="red" highContrast size="1" mt="2">
          <Callout.Icon>
            <AlertIcon size={16} />
          </Callout.Icon>
          <Callout.Text weight="bold">E-mail not safe — do not e-mail</Callout.Text>
        </Callout.Root>
      ) : null}
      <dl className="bookings-facts">
        <div>
          <dt>Phone</dt>
          <dd>
            <RadixLink href={telHref(item.phone)}>{item.phone}</RadixLink>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <EmailAddress item={item} />
          </dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{languageName(item.language)}</dd>
        </div>
        <div>
          <dt>Visitor&apos;s time</dt>
          <dd>{visitorTime(item)}</dd>
        </div>
        <div className="is-wide">
          <dt>Matter</dt>
          <dd>{item.matter || <Text color="gray">None given</Text>}</dd>
        </div>
        {item.otherParties ? (
          <div className="is-wide">
            <dt>Other parties</dt>
            <dd>{item.otherParties}</dd>
          </div>
        ) : null}
        {item.cameFrom ? (
          <div className="is-wide">
            <dt>Where the visit came from</dt>
            <dd>{item.cameFrom.replace(/^Came from: /, '')}</dd>
          </div>
        ) : null}
        {item.status === 'cancelled' ? (
          <div className="is-wide">
            <dt>Cancelled by {cancelledByLabel(item.cancelledBy)}</dt>
            <dd>{item.cancelReason || <Text color="gray">No reason given</Text>}</dd>
          </div>
        ) : null}
      </dl>
      {item.answers.length > 0 ? (
        <div className="bookings-answers">
          <Text as="p" size="2" weight="medium" id={`answers-${item.id}`}>
            The chat&apos;s answers
          </Text>
          <ul aria-labelledby={`answers-${item.id}`}>
            {item.answers.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** A mailto link only where e-mail is safe for the visitor. */
function EmailAddress({ item }: { item: BookingItem }) {
  if (!item.email) return <Text color="gray">None given</Text>;
  if (!item.emailSafe) return <>{item.email}</>;
  return <RadixLink href={`mailto:${item.email}`}>{item.email}</RadixLink>;
}

/** How the visitor hears of a cancellation: by e-mail in the language they booked in, or by a call. */
function howTold(item: BookingItem): string {
  if (item.email && item.emailSafe) return `${item.name} is told by e-mail, in ${languageName(item.locale)}`;
  return `${item.name} gets no e-mail (${item.email ? 'e-mail is not safe for them' : 'no address given'}): call them at ${item.phone}`;
}

type Changes = ReturnType<typeof useBookingChanges>;

/** 'Cancel': the reason asked for, then sent to the visitor in the language they booked in. */
function CancelDialog({
  item,
  time,
  open,
  onOpenChange,
  cancel,
  refresh,
}: {
  item: BookingItem;
  time: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  cancel: Changes['cancel'];
  refresh: Changes['refresh'];
}) {
  const initial = { id: item.id, reason: '' };
  const form = useAdminForm(bookingCancelInput, initial);
  const { errors, saving, reset, showErrors } = form;
  const told = howTold(item);

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) reset(initial);
    onOpenChange(next);
  };

  const submit = form.submit(async (values) => {
    try {
      await cancel.mutateAsync(values);
      notify.success('Consultation cancelled', `${told}.`);
      reset(initial);
      onOpenChange(false);
    } catch (err) {
      const message = errorMessage(err, 'Please try again.');
      if (!showErrors(serverFieldErrors(err))) showErrors({ '': message });
      notify.error('Error cancelling the consultation', message);
    } finally {
      await refresh();
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <FormDialogContent
        title="Cancel consultation"
        description={`${item.name}, ${dayLabel(firmDateOf(item.start))}, ${time}, with ${item.attorneyName}. ${told}${item.email && item.emailSafe ? ', with the reason below' : ''}. The time becomes free again.`}
        onSubmit={submit}
        formRef={form.formRef}
        formError={errors['']}
        actions={{ busy: saving, label: 'Cancel consultation', busyLabel: 'Cancelling...' }}
      >
        <TextAreaField label="Reason" hint="Optional, at most 500 characters. Written to the visitor as you type it." rows={3} {...form.field('reason')} />
      </FormDialogContent>
    </Dialog.Root>
  );
}
