import { Badge, Box, Button, Card, Flex, Grid, Heading, Radio, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, type Control, type Path, type PathValue } from 'react-hook-form';
import type { Locale } from '@shared/locales';
import { BOOKING_MODES, CONSULTATION_MODES, type BookingMode, type BookingSettings, type ConsultationType } from '@shared/schemas/booking';
import { attorneyIds, type AttorneyInput, type FirmSettings } from '@shared/schemas/firm';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InputField, TextAreaField } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';
import { CONSULTATION_LANGUAGE_NAMES, CONSULTATION_MODE_NAMES } from './consultation-labels';
import { CheckboxFieldset, Fieldset, GroupError, LanguageTabs, NumberField, SelectField, TextInputField, type CheckboxOption } from './fields';
import { useRemoveConfirm } from './use-remove-confirm';

/** The most types of consultation (bookingSettings in the shared schema; BOOKING_MSG.types says it). */
const MAX_TYPES = 10;

const BOOKING_MODE_LABELS: Record<BookingMode, string> = { site: 'On this site', external: 'External link' };

/** The tabs of a type's name and description: the admin is in English, so are the languages' names. */
const TEXT_LANGUAGE_NAMES: Record<Locale, string> = { en: CONSULTATION_LANGUAGE_NAMES.en, es: CONSULTATION_LANGUAGE_NAMES.es, fr: CONSULTATION_LANGUAGE_NAMES.fr };

type NumberKey = 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeHours' | 'windowDays';

/** The whole-number fields of a type, with their limits (the schema's) and what they mean to the visitor. */
const NUMBER_FIELDS: { key: NumberKey; label: string; min: number; max: number; hint: string }[] = [
  { key: 'durationMinutes', label: 'Duration (minutes)', min: 15, max: 120, hint: 'From 15 to 120.' },
  { key: 'bufferBeforeMinutes', label: 'Buffer before (minutes)', min: 0, max: 120, hint: 'Kept free before it, 0 to 120.' },
  { key: 'bufferAfterMinutes', label: 'Buffer after (minutes)', min: 0, max: 120, hint: 'Kept free after it (notes, a break), 0 to 120.' },
  { key: 'minNoticeHours', label: 'Minimum notice (hours)', min: 0, max: 720, hint: 'How soon before it starts it can still be booked, 0 to 720.' },
  { key: 'windowDays', label: 'Booking window (days)', min: 1, max: 180, hint: 'How far ahead it can be booked, 1 to 180.' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the price field shows them: 15000 is '150', 15050 '150.50'; NaN (unreadable) is ''. */
function dollars(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** What was typed, in cents: empty is 0 (free); '$1,250.5' is 125050; anything else NaN, which the schema refuses. */
function centsOf(typed: string): number {
  let s = typed.trim().replace(/^\$\s*/, '');
  if (s === '') return 0;
  if (/^\d{1,3}(,\d{3})+(\.\d{0,2})?$/.test(s)) s = s.replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(s)) return Number.NaN;
  return Math.round(Number(s) * 100);
}

interface ConsultationsFieldProps {
  /** The settings form's control: the types are a react-hook-form field array. */
  control: Control<FirmSettings, unknown, FirmSettings>;
  booking: BookingSettings;
  /** The attorneys in the form (their ids as attorneyIds makes them, over the current names). */
  attorneys: AttorneyInput[];
  set<P extends Path<FirmSettings>>(path: P, value: PathValue<FirmSettings, P>): void;
  /** Re-checks the messages shown about the list once a type is added or removed. */
  recheck(path: 'booking.types'): void;
  /** Text-field props for a path ('booking.types.0.text.es.name'). */
  text(path: Path<FirmSettings>): BoundField;
  /** Messages by path ('booking.types.1.durationMinutes', …). */
  errors: Partial<Record<string, string>>;
}

/**
 * Consultations booked on the site (decision 0028): whether the header's button books here or opens the Booking
 * link, and the types of consultation visitors choose from. Each attorney's hours are in their own card.
 */
export function ConsultationsField({ control, booking, attorneys, set, recheck, text, errors }: ConsultationsFieldProps) {
  const list = useFieldArray({ control, name: 'booking.types' });
  const count = list.fields.length;
  const confirm = useRemoveConfirm((index) => {
    list.remove(index);
    recheck('booking.types');
  });
  const ids = attorneyIds(attorneys.map((a) => a.name));
  const attorneyOptions: CheckboxOption[] = attorneys.map((a, i) => ({ value: ids[i] ?? '', label: a.name.trim() || `Attorney ${i + 1}` }));
  return (
    <Flex direction="column" gap="4">
      <BookingModeField mode={booking.mode} onChange={(mode) => set('booking.mode', mode)} noTypes={booking.types.length === 0} />

      <Text as="p" size="2" color="gray" className="settings-help">
        The types of consultation visitors choose from at /book. Each attorney&apos;s weekly hours, days off and languages are in their card under
        Attorneys.
      </Text>
      {list.fields.map((item, i) => {
        // The values, not the field array's item: its `id` is react-hook-form's key, not the type's code.
        const type = booking.types[i];
        if (!type) return null;
        return (
          <TypeCard
            key={item.id}
            index={i}
            type={type}
            attorneyOptions={attorneyOptions}
            set={set}
            text={text}
            errors={errors}
            onRemove={() => confirm.ask(i, type.text.en.name.trim() || `consultation type ${i + 1}`)}
          />
        );
      })}
      <GroupError error={errors['booking.types']} />
      <Box>
        <Button
          type="button"
          variant="soft"
          disabled={count >= MAX_TYPES}
          onClick={() => {
            list.append(blankType(ids), { shouldFocus: false });
            recheck('booking.types');
          }}
        >
          Add consultation type
        </Button>
        {count >= MAX_TYPES ? (
          <Text as="p" size="1" color="gray" mt="1">
            At most {MAX_TYPES} types of consultation.
          </Text>
        ) : null}
      </Box>
      <ConfirmDialog
        {...confirm.dialog}
        title="Remove consultation type"
        description={`Remove ${confirm.name ?? 'this consultation type'} from the form? Visitors can no longer book it once you save the settings.`}
        confirmLabel="Remove"
      />
    </Flex>
  );
}

/** A new type: half an hour by video, free, a day's notice, a month ahead, with every attorney. */
function blankType(attorneyKeys: string[]): ConsultationType {
  const empty = { name: '', description: '' };
  return {
    id: '',
    text: { en: { ...empty }, es: { ...empty }, fr: { ...empty } },
    durationMinutes: 30,
    mode: 'video',
    priceCents: 0,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeHours: 24,
    windowDays: 30,
    attorneys: attorneyKeys.filter(Boolean),
  };
}

/** 'On this site' or 'External link': where the header's 'Book Consultation' button leads. */
function BookingModeField({ mode, onChange, noTypes }: { mode: BookingMode; onChange(mode: BookingMode): void; noTypes: boolean }) {
  const id = useId();
  return (
    <Fieldset legend="Booking" describedBy={`${id}-hint`}>
      <Flex gap="4" wrap="wrap" mt="1">
        {BOOKING_MODES.map((m) => (
          <Text as="label" size="2" key={m}>
            <Flex gap="2" align="center">
              <Radio name="booking.mode" value={m} checked={mode === m} onValueChange={() => onChange(m)} />
              {BOOKING_MODE_LABELS[m]}
            </Flex>
          </Text>
        ))}
      </Flex>
      <Text as="p" id={`${id}-hint`} size="1" color="gray" mt="1">
        On this site: visitors choose a consultation, an attorney&apos;s free time and their language at /book, and get a confirmation. External
        link: the header&apos;s &apos;Book Consultation&apos; button opens the Booking link (under Links), as before.
        {mode === 'site' && noTypes ? (
          <>
            {' '}
            <Badge color="amber" highContrast size="1" mr="1">
              Check
            </Badge>
            With no type of consultation below, the button still opens the Booking link.
          </>
        ) : null}
      </Text>
    </Fieldset>
  );
}

interface TypeCardProps {
  index: number;
  type: ConsultationType;
  attorneyOptions: CheckboxOption[];
  set: ConsultationsFieldProps['set'];
  text: ConsultationsFieldProps['text'];
  errors: ConsultationsFieldProps['errors'];
  onRemove(): void;
}

function TypeCard({ index: i, type, attorneyOptions, set, text, errors, onRemove }: TypeCardProps) {
  const headingId = useId();
  const at = `booking.types.${i}` as const;
  // An attorney renamed or removed since this type was saved: their old id stays listed until unticked.
  const known = new Set(attorneyOptions.map((o) => o.value));
  const options = [...attorneyOptions, ...type.attorneys.filter((a) => !known.has(a)).map((a) => ({ value: a, label: `${a} (no longer among the attorneys)` }))];
  return (
    <Card size="2" role="group" aria-labelledby={headingId}>
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h4" size="3" id={headingId} className="settings-card-title">
          Consultation type {i + 1}
          {type.text.en.name.trim() ? `: ${type.text.en.name.trim()}` : ''}
        </Heading>
        <Button type="button" variant="soft" color="red" onClick={onRemove}>
          Remove type<span className="admin-sr-only"> {i + 1}</span>
        </Button>
      </Flex>
      <Flex direction="column" gap="3">
        <InputField
          label="Code"
          {...text(`${at}.id`)}
          hint="In the booking page's address and on each booking: lowercase letters, digits and dashes, for example free-consultation. Keep it once visitors book."
        />
        <LanguageTabs
          label={`Name and description of consultation type ${i + 1} by language`}
          names={TEXT_LANGUAGE_NAMES}
          invalid={(l) => Object.keys(errors).some((p) => p.startsWith(`${at}.text.${l}.`))}
        >
          {(l) => (
            <Flex direction="column" gap="3" pt="3">
              <InputField label={`Name (${TEXT_LANGUAGE_NAMES[l]})`} {...text(`${at}.text.${l}.name`)} hint="What visitors choose, 2 to 80 characters." />
              <TextAreaField
                label={`Description (${TEXT_LANGUAGE_NAMES[l]})`}
                rows={3}
                {...text(`${at}.text.${l}.description`)}
                hint="Optional: what it is for, at most 500 characters. No prices or case details."
              />
            </Flex>
          )}
        </LanguageTabs>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <SelectField label="How it is held" options={CONSULTATION_MODES} names={CONSULTATION_MODE_NAMES} value={type.mode} onChange={(mode) => set(`${at}.mode`, mode)} />
          <PriceField
            name={`${at}.priceCents`}
            cents={type.priceCents}
            onChange={(cents) => set(`${at}.priceCents`, cents)}
            onBlur={text(`${at}.priceCents`).onBlur}
            error={errors[`${at}.priceCents`]}
          />
          {NUMBER_FIELDS.map((f) => (
            <NumberField
              key={f.key}
              label={f.label}
              name={`${at}.${f.key}`}
              value={type[f.key]}
              onChange={(n) => set(`${at}.${f.key}`, n)}
              onBlur={text(`${at}.${f.key}`).onBlur}
              min={f.min}
              max={f.max}
              error={errors[`${at}.${f.key}`]}
              hint={f.hint}
            />
          ))}
        </Grid>
        <CheckboxFieldset
          legend="Attorneys who take it"
          hint="Visitors are offered the free times of these attorneys, in the languages they speak."
          options={options}
          selected={type.attorneys}
          onChange={(keys) => set(`${at}.attorneys`, keys)}
          error={errors[`${at}.attorneys`]}
        />
      </Flex>
    </Card>
  );
}

interface PriceFieldProps {
  name: string;
  cents: number;
  onChange(cents: number): void;
  onBlur(): void;
  error: string | undefined;
}

/**
 * The price in dollars, stored in cents. What was typed is kept as typed ('150.' on the way to '150.50'); a value
 * set from elsewhere (a newer version loaded) replaces it.
 */
function PriceField({ name, cents, onChange, onBlur, error }: PriceFieldProps) {
  const [typed, setTyped] = useState(() => dollars(cents));
  const [seen, setSeen] = useState(cents);
  if (!Object.is(seen, cents)) {
    setSeen(cents);
    if (!Object.is(centsOf(typed), cents)) setTyped(dollars(cents));
  }
  const hint: ReactNode = (
    <>
      Paid at the consultation (no online payment). 0 or empty: free. Visitors see{' '}
      <strong>{Number.isFinite(cents) && cents >= 0 ? (cents === 0 ? 'Free' : usd.format(cents / 100)) : '…'}</strong>.
    </>
  );
  return (
    <TextInputField
      label="Price (dollars)"
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(centsOf(e.target.value));
      }}
      onBlur={onBlur}
      error={error}
      hint={hint}
    >
      <TextField.Slot>$</TextField.Slot>
    </TextInputField>
  );
}
