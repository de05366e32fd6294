import { Button, Dialog, Select } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { z } from 'zod';
import { fromFirmLocalInput } from '@shared/firm-time';
import { bookingBlockInput } from '@shared/schemas/booking';
import { text } from '@shared/schemas/text';
import { errorMessage, notify } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ariaOf } from '../../ui/forms/field-props';
import { FieldShell, FormDialogContent, InputField } from '../components/FormField';
import { serverFieldErrors, useAdminForm } from '../components/use-admin-form';
import { firmTimeRange } from './firm-days';
import type { BookingAttorney } from './labels';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const iso = (local: string) => fromFirmLocalInput(local)?.toISOString() ?? '';

/**
 * The form's values are the firm's wall clock (datetime-local text); the shared schema checks what is sent, so its
 * rules and messages (the end after the start, at most 14 days) land beside the same fields.
 */
const blockForm = z
  .object({
    attorneyKey: text().min(1, 'Choose an attorney'),
    start: text().regex(WALL_CLOCK, 'Enter the start: a date and a time'),
    end: text().regex(WALL_CLOCK, 'Enter the end: a date and a time'),
    reason: text(),
  })
  .transform((v): z.input<typeof bookingBlockInput> => ({ ...v, start: iso(v.start), end: iso(v.end) }))
  .pipe(bookingBlockInput);

const EMPTY = { attorneyKey: '', start: '', end: '', reason: '' };

/** 'Block time': an attorney's time no one can book (a hearing, an absence), on the firm's clock. */
export function BlockTimeDialog({ attorneys }: { attorneys: BookingAttorney[] }) {
  const utils = trpc.useUtils();
  const block = trpc.bookings.block.useMutation();
  const [open, setOpen] = useState(false);
  const form = useAdminForm(blockForm, EMPTY);
  const { errors, saving, reset, showErrors } = form;
  const attorneyId = useId();

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) reset(EMPTY);
    setOpen(next);
  };

  const submit = form.submit(async (values) => {
    const name = attorneys.find((a) => a.key === values.attorneyKey)?.name ?? values.attorneyKey;
    try {
      await block.mutateAsync(values);
      notify.success('Time blocked', `${name} cannot be booked ${firmTimeRange(new Date(values.start), new Date(values.end))}.`);
      reset(EMPTY);
      setOpen(false);
      await utils.bookings.week.invalidate();
    } catch (err) {
      const message = errorMessage(err, 'Please try again.');
      // An overlap with a consultation or another block is the start's message (server/booking/staff.ts).
      if (!showErrors(serverFieldErrors(err))) showErrors({ '': message });
      notify.error('Error blocking time', message);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger>
        <Button type="button" variant="soft" disabled={attorneys.length === 0}>
          Block time
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Block time"
        description="No one can book the attorney during this time (a hearing, an absence). Times are the firm's: Eastern Time (ET). It cannot overlap a consultation: cancel that first."
        onSubmit={submit}
        formRef={form.formRef}
        formError={errors['']}
        actions={{ busy: saving, label: 'Block time', busyLabel: 'Blocking...' }}
      >
        <FieldShell id={attorneyId} label="Attorney" error={errors.attorneyKey}>
          <Select.Root value={form.values.attorneyKey} onValueChange={(v) => form.set('attorneyKey', v)} name="attorneyKey">
            <Select.Trigger id={attorneyId} placeholder="Choose an attorney" {...ariaOf(attorneyId, errors.attorneyKey)} />
            <Select.Content>
              {attorneys.map((a) => (
                <Select.Item key={a.key} value={a.key}>
                  {a.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FieldShell>
        <InputField label="Start (ET)" type="datetime-local" {...form.field('start')} />
        <InputField label="End (ET)" type="datetime-local" hint="At most 14 days after the start." {...form.field('end')} />
        <InputField label="Reason" hint="Optional, at most 200 characters. Seen by the firm only: here and in the attorney's calendar feed." {...form.field('reason')} />
      </FormDialogContent>
    </Dialog.Root>
  );
}
