import { Button, Flex, Text } from '@radix-ui/themes';
import type { Path, PathValue } from 'react-hook-form';
import { MSG as AUTH_MSG } from '@shared/schemas/auth';
import { CONSULTATION_LANGUAGES, type AttorneyAvailability, type ConsultationLanguage, type HoursPeriod } from '@shared/schemas/booking';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { DAY_CODES, type DayCode, type FirmSettings } from '@shared/schemas/firm';
import { DAY_NAMES } from '@shared/week';
import { InputField } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';
import { CONSULTATION_LANGUAGE_NAMES } from './consultation-labels';
import { CheckboxFieldset, Fieldset, GroupError, NumberField, PickerField } from './fields';

/** The limits of attorneyAvailability in the shared schema (its messages say them). */
const MAX_PERIODS = 4;
const MAX_DAYS_OFF = 200;

const LANGUAGE_OPTIONS = CONSULTATION_LANGUAGES.map((l) => ({ value: l, label: CONSULTATION_LANGUAGE_NAMES[l] }));

interface AvailabilityFieldProps {
  /** The attorney's place in the list ('attorneys.<index>.availability'). */
  index: number;
  value: AttorneyAvailability;
  set<P extends Path<FirmSettings>>(path: P, value: PathValue<FirmSettings, P>): void;
  /** Text-field props for a path ('attorneys.0.availability.daysOff.2'). */
  text(path: Path<FirmSettings>): BoundField;
  /** Messages by path ('attorneys.0.availability.weekly.Sa.0.to', …). */
  errors: Partial<Record<string, string>>;
  /** Where the attorney's copies go when their own address is empty. */
  firmEmail: string;
}

/** 'HH:MM' plus `minutes` on the same day's clock, at most 23:59 (the time picker cannot show 24:00). */
function later(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A new period: 9 to 5 on a free day, else two hours from the end of the day's last one. */
function nextPeriod(periods: readonly HoursPeriod[]): HoursPeriod {
  const last = periods[periods.length - 1];
  if (!last) return { from: '09:00', to: '17:00' };
  const from = last.to === '24:00' ? '23:00' : last.to;
  return { from, to: later(from, 120) };
}

/**
 * When an attorney takes consultations booked on the site (decision 0028), inside their card: weekly hours on the
 * firm's clock, days off, the languages they hold consultations in, a daily limit and where their copies go.
 */
export function AvailabilityField({ index, value, set, text, errors, firmEmail }: AvailabilityFieldProps) {
  const at = `attorneys.${index}.availability` as const;
  const daysOff = value.daysOff;
  const emailField = text(`${at}.email`);
  return (
    <div className="settings-availability">
      <fieldset className="settings-fieldset">
        <legend>
          <Text size="3" weight="bold">
            Availability for consultations
            <span className="admin-sr-only"> of attorney {index + 1}</span>
          </Text>
        </legend>
        <Flex direction="column" gap="4" mt="2">
          <Fieldset legend="Weekly hours">
            <Text as="p" size="1" color="gray" mb="2">
              On the firm&apos;s clock, {FIRM_TIME_ZONE} (Eastern Time), whatever the visitor&apos;s time zone: visitors see their own time beside it. A
              day without hours takes no consultations. Up to {MAX_PERIODS} periods a day.
            </Text>
            <Flex direction="column" gap="3">
              {DAY_CODES.map((day) => (
                <DayHours key={day} index={index} day={day} periods={value.weekly[day]} set={set} text={text} error={errors[`${at}.weekly.${day}`]} />
              ))}
            </Flex>
          </Fieldset>

          <Fieldset legend="Days off and holidays" describedBy={errors[`${at}.daysOff`] ? `attorney-${index}-days-off-error` : undefined}>
            <Text as="p" size="1" color="gray" mb="2">
              Dates on the firm&apos;s calendar when this attorney takes no consultations.
            </Text>
            {daysOff.length === 0 ? (
              <Text as="p" size="2" color="gray" mb="2">
                None.
              </Text>
            ) : (
              <ul className="settings-plain-list">
                {daysOff.map((_, k) => (
                  <li key={k}>
                    <Flex gap="2" align="end" wrap="wrap">
                      <PickerField type="date" label={`Day off ${k + 1}`} {...text(`${at}.daysOff.${k}`)} />
                      <Button type="button" variant="soft" color="red" onClick={() => set(`${at}.daysOff`, daysOff.filter((__, j) => j !== k))}>
                        Remove<span className="admin-sr-only"> day off {k + 1}</span>
                      </Button>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
            <GroupError error={errors[`${at}.daysOff`]} id={`attorney-${index}-days-off-error`} />
            <Button type="button" variant="soft" mt="2" disabled={daysOff.length >= MAX_DAYS_OFF} onClick={() => set(`${at}.daysOff`, [...daysOff, ''])}>
              Add day off
            </Button>
          </Fieldset>

          <CheckboxFieldset
            legend="Languages for consultations"
            hint="Visitors choose a language; only the attorneys who speak it are offered."
            options={LANGUAGE_OPTIONS}
            selected={value.languages}
            onChange={(languages) => set(`${at}.languages`, languages as ConsultationLanguage[])}
            error={errors[`${at}.languages`]}
          />

          <NumberField
            label="Most consultations per day"
            name={`${at}.maxPerDay`}
            value={value.maxPerDay}
            onChange={(n) => set(`${at}.maxPerDay`, n)}
            onBlur={text(`${at}.maxPerDay`).onBlur}
            min={1}
            max={20}
            error={errors[`${at}.maxPerDay`]}
            hint="A whole number from 1 to 20."
          />

          <InputField
            label="Send this attorney's copies to"
            type="email"
            {...emailField}
            // The schema's union ('' or an address) answers a bad address with a generic sentence: say the address's own.
            error={emailField.error === 'Invalid input' ? AUTH_MSG.email : emailField.error}
            hint={`An e-mail address for their copies of confirmations, changes and cancellations. Empty: the firm's address${firmEmail ? `, ${firmEmail}` : ''}.`}
          />
        </Flex>
      </fieldset>
    </div>
  );
}

interface DayHoursProps {
  index: number;
  day: DayCode;
  periods: HoursPeriod[];
  set: AvailabilityFieldProps['set'];
  text: AvailabilityFieldProps['text'];
  /** The day's own message (too many periods). */
  error: string | undefined;
}

/** One weekday's periods ('from'–'to'), each removable, and 'Add hours'. */
function DayHours({ index, day, periods, set, text, error }: DayHoursProps) {
  const at = `attorneys.${index}.availability.weekly.${day}` as const;
  const name = DAY_NAMES[day];
  const errorId = `attorney-${index}-${day}-error`;
  return (
    <Fieldset legend={name} className="settings-day" describedBy={error ? errorId : undefined}>
      <Flex direction="column" gap="2">
        {periods.length === 0 ? (
          <Text as="p" size="2" color="gray">
            No consultations.
          </Text>
        ) : (
          periods.map((_, k) => (
            <Flex key={k} gap="2" align="end" wrap="wrap">
              <PickerField type="time" label={k === 0 ? 'From' : `From (${k + 1})`} {...text(`${at}.${k}.from`)} />
              <PickerField type="time" label={k === 0 ? 'To' : `To (${k + 1})`} {...text(`${at}.${k}.to`)} />
              <Button type="button" variant="soft" color="red" onClick={() => set(at, periods.filter((__, j) => j !== k))}>
                Remove
                <span className="admin-sr-only">
                  {' '}
                  {name} period {k + 1}
                </span>
              </Button>
            </Flex>
          ))
        )}
        <GroupError error={error} id={errorId} />
        <div>
          <Button type="button" variant="soft" size="1" disabled={periods.length >= MAX_PERIODS} onClick={() => set(at, [...periods, nextPeriod(periods)])}>
            Add hours<span className="admin-sr-only"> on {name}</span>
          </Button>
        </div>
      </Flex>
    </Fieldset>
  );
}
