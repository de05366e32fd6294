import { Badge, Box, Button, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { errorCode, errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import {
  FIRM_MSG,
  firmSettingsInput,
  mapDisagreesWithAddress,
  placeholderFields,
  RESPONSE_PROMISES,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type FirmSettings,
  type ResponsePromise,
} from '@shared/schemas/firm';
import { ChangedNotice, InputField } from '../components/FormField';
import { focusFirstInvalid, serverFieldErrors, useAdminForm } from '../components/use-admin-form';
import { useLeaveGuard } from '../components/use-leave-guard';
import { AttorneysField } from './AttorneysField';
import { ConsultationsField } from './ConsultationsField';
import { SelectField } from './fields';
import { OfficeHoursField } from './OfficeHoursField';
import { OnCallField } from './OnCallField';
import { DEFAULT_AVAILABILITY } from '@shared/schemas/booking';

type Stored = RouterOutputs['settings']['get'];

/** The promise as visitors read it (the catalogues' responsePromise texts, in English). */
const RESPONSE_PROMISE_LABELS: Record<ResponsePromise, string> = {
  sameDay: 'Usually the same day',
  oneBusinessDay: 'Within one business day',
  twoBusinessDays: 'Within two business days',
};

/** Unlike the post form, the settings keep no draft in the browser: the question says what leaving costs. */
const SETTINGS_LEAVE_MSG = 'You have unsaved changes to the settings. Leave this page anyway? They will be lost.';

/** A group of fields with its heading. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box asChild>
      <section aria-label={title}>
        <Heading as="h3" size="3" mb="3">
          {title}
        </Heading>
        <Flex direction="column" gap="3">
          {children}
        </Flex>
      </section>
    </Box>
  );
}

/**
 * The firm's facts, edited as one record: saved over the version the form was loaded at (someone else's save
 * in between is never overwritten), checked with the same schema as the server, demo values marked.
 */
export function FirmSettingsForm({ stored, onSaved }: { stored: Stored; onSaved(): void }) {
  const utils = trpc.useUtils();
  const update = trpc.settings.update.useMutation();
  const form = useAdminForm<FirmSettings, FirmSettings>(firmSettingsInput, stored.data);
  const { values, errors, set, blur, recheck, field: text, reset, showErrors, formRef, control } = form;
  const [version, setVersion] = useState(stored.version);
  // What was last loaded or saved: leaving the page (a link, the menu, closing the tab) with other values asks first.
  const [savedValues, setSavedValues] = useState(stored.data);
  const dirty = JSON.stringify(values) !== JSON.stringify(savedValues);
  useLeaveGuard({ dirty, message: SETTINGS_LEAVE_MSG });
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);

  const placeholders = new Set(placeholderFields(values, stored.defaults).map((p) => p.path));
  /** The field's hint, with a 'Placeholder' mark while it holds a demo value. */
  const mark = (path: string, hint?: ReactNode): ReactNode =>
    placeholders.has(path) ? (
      <>
        <Badge color="amber" highContrast size="1" mr="1">
          Placeholder
        </Badge>
        Demo value: replace it before going live.{hint ? <> {hint}</> : null}
      </>
    ) : (
      hint
    );

  const loadNewer = async () => {
    setReloading(true);
    try {
      const fresh = await utils.settings.get.fetch(undefined, { staleTime: 0 });
      reset(fresh.data);
      setSavedValues(fresh.data);
      setVersion(fresh.version);
      setChanged(false);
    } catch (err) {
      notify.error('Error loading settings', errorMessage(err, 'Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  const submit = form.submit(async (data) => {
    try {
      const saved = await update.mutateAsync({ version, data });
      setVersion(saved.version);
      setSavedValues(values);
      setChanged(false);
      notify.success('Settings saved', 'The site shows the new details now.');
      void utils.settings.invalidate();
      onSaved();
    } catch (err) {
      if (errorCode(err) === 'CONFLICT' && errorMessage(err, '') === FIRM_MSG.stale) {
        setChanged(true);
        return;
      }
      // After a refused save, once the messages are on screen: focus the first field that has one.
      if (showErrors(serverFieldErrors(err))) focusFirstInvalid(formRef.current);
      notify.error('Error saving settings', errorMessage(err, 'Please try again.'));
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Firm details">
      <Flex direction="column" gap="5">
        {stored.invalid.length > 0 ? (
          <Callout.Root color="red" highContrast role="alert">
            <Callout.Text>
              Some saved details no longer pass the checks ({stored.invalid.join(', ')}), so the demo values stand in for them on the site. Correct
              them below and save.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Group title="Firm">
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <InputField label="Firm name" {...text('firmName')} hint={mark('firmName', 'Shown in the footer, page titles and e-mails.')} />
            <InputField label="Short name" {...text('shortName')} hint={mark('shortName', 'Shown in the header on small screens.')} />
          </Grid>
        </Group>

        <Group title="Contact">
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <InputField label="Phone" {...text('phone')} hint={mark('phone', 'The main number, on every page.')} />
            <InputField label="Emergency phone" {...text('emergencyPhone')} hint={mark('emergencyPhone', 'The 24/7 line for emergency banners. Empty: the main phone.')} />
          </Grid>
          <InputField label="E-mail" type="email" {...text('email')} hint={mark('email')} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <InputField label="Street address" {...text('address.street')} hint={mark('address.street')} />
            <InputField label="City" {...text('address.city')} />
            <InputField label="State" {...text('address.region')} hint="Two letters, for example FL." />
            <InputField label="ZIP code" {...text('address.postalCode')} />
          </Grid>
          <InputField
            label="Map link"
            type="url"
            {...text('mapEmbedUrl')}
            hint={mark(
              'mapEmbedUrl',
              mapDisagreesWithAddress(values.mapEmbedUrl, values.address) ? (
                <>
                  <Badge color="amber" highContrast size="1" mr="1">
                    Check
                  </Badge>
                  This map link names neither {values.address.city || 'the city'} nor ZIP {values.address.postalCode || 'code'}: make sure it shows the office, or empty
                  the field so the map shows the address above.
                </>
              ) : (
                'Empty: the map shows the address above. Your own: Google Maps, Share, Embed a map, then the address inside src="…".'
              ),
            )}
          />
          <OfficeHoursField control={control} rows={values.officeHours} set={set} text={text} recheck={recheck} errors={errors} />
        </Group>

        <Group title="Replies">
          <SelectField
            label="Response promise"
            hint="How soon the firm replies to a message: said on the contact page and in the e-mail that acknowledges each message."
            options={RESPONSE_PROMISES}
            names={RESPONSE_PROMISE_LABELS}
            value={values.responsePromise}
            onChange={(promise) => set('responsePromise', promise)}
          />
        </Group>

        <Group title="On call">
          <OnCallField
            value={values.onCall}
            onEmails={(emails) => set('onCall.emails', emails)}
            onMinutes={(key, minutes) => set(`onCall.${key}`, minutes)}
            onBlur={blur}
            text={text}
            errors={errors}
            fallbackPhone={values.emergencyPhone || values.phone}
          />
        </Group>

        <Group title="Links">
          <InputField label="Booking link" type="url" {...text('bookingUrl')} hint={mark('bookingUrl', "'Book a consultation' buttons open it when Consultations' Booking is 'External link' (or has no type of consultation).")} />
          <InputField label="Client portal link" type="url" {...text('portalUrl')} hint={mark('portalUrl', "'Client portal' links open it.")} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            {SOCIAL_NETWORKS.map((network) => (
              <InputField
                key={network}
                label={`${SOCIAL_NETWORK_LABELS[network]} link`}
                type="url"
                {...text(`social.${network}`)}
                hint={mark(`social.${network}`, 'Empty hides the icon.')}
              />
            ))}
          </Grid>
        </Group>

        <Group title="Consultations">
          <ConsultationsField control={control} booking={values.booking} attorneys={values.attorneys} set={set} recheck={recheck} text={text} errors={errors} />
        </Group>

        <Group title="Attorneys">
          <AttorneysField
            control={control}
            attorneys={values.attorneys}
            recheck={recheck}
            text={text}
            set={set}
            firmEmail={values.email}
            mark={mark}
            error={errors.attorneys}
            errors={errors}
            blank={{
              name: '',
              years: '',
              image: '',
              text: { en: { title: '', bio: '', languages: '', focus: '' }, es: { title: '', bio: '', languages: '', focus: '' }, fr: { title: '', bio: '', languages: '', focus: '' } },
              availability: DEFAULT_AVAILABILITY,
            }}
          />
        </Group>

        {changed ? <ChangedNotice message={FIRM_MSG.stale} onLoad={() => void loadNewer()} loading={reloading} /> : null}
        {/* Sticky at the bottom of the screen while the form runs on below it (settings.css): Save is never a long scroll away. */}
        <Flex justify="end" gap="3" align="center" wrap="wrap" className="settings-save-bar">
          {Object.keys(errors).length > 0 ? (
            <Text size="2" color="red">
              Some fields need attention.
            </Text>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
