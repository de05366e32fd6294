import { Button, Card, Checkbox, Flex, Text } from '@radix-ui/themes';
import { useFieldArray, type Control, type Path, type PathValue } from 'react-hook-form';
import { DAY_CODES, type DayCode, type FirmSettings, type OfficeHoursRow } from '@shared/schemas/firm';
import type { BoundField } from '../components/use-admin-form';
import { Fieldset, GroupError, PickerField } from './fields';

const DAY_LABELS: Record<DayCode, string> = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' };

interface OfficeHoursFieldProps {
  /** The settings form's control: the lines are a react-hook-form field array. */
  control: Control<FirmSettings, unknown, FirmSettings>;
  /** The lines' current values. */
  rows: OfficeHoursRow[];
  set<P extends Path<FirmSettings>>(path: P, value: PathValue<FirmSettings, P>): void;
  /** Text-field props for a path ('officeHours.0.opens'). */
  text(path: Path<FirmSettings>): BoundField;
  /** Re-checks the messages shown about the lines once one is added or removed. */
  recheck(path: 'officeHours'): void;
  /** Messages by path below officeHours ('officeHours', 'officeHours.0.closes', …). */
  errors: Partial<Record<string, string>>;
}

/** The office's opening hours: one line per set of days with the same hours (00:00 to 23:59 is open all day). */
export function OfficeHoursField({ control, rows, set, text, recheck, errors }: OfficeHoursFieldProps) {
  const lines = useFieldArray({ control, name: 'officeHours' });
  const toggleDay = (i: number, day: DayCode, on: boolean) => {
    const row = rows[i];
    if (!row) return;
    set(`officeHours.${i}.days`, on ? DAY_CODES.filter((d) => d === day || row.days.includes(d)) : row.days.filter((d) => d !== day));
  };
  return (
    <Fieldset legend="Office hours">
      <Text as="p" size="1" color="gray" mb="2">
        Shown on the contact page in the visitor&apos;s language and given to search engines. From 00:00 to 23:59 reads as open 24 hours.
      </Text>
      <Flex direction="column" gap="3">
        {lines.fields.map((line, i) => {
          const row = rows[i] ?? line;
          return (
          <Card key={line.id} size="1">
            <Flex direction="column" gap="2">
              <fieldset className="settings-days" aria-describedby={errors[`officeHours.${i}.days`] ? `hours-${i}-days-error` : undefined}>
                <legend className="admin-sr-only">Days of line {i + 1}</legend>
                <Flex gap="3" wrap="wrap">
                  {DAY_CODES.map((day) => (
                    <Text as="label" size="2" key={day}>
                      <Flex gap="1" align="center">
                        <Checkbox checked={row.days.includes(day)} onCheckedChange={(on) => toggleDay(i, day, on === true)} />
                        {DAY_LABELS[day]}
                      </Flex>
                    </Text>
                  ))}
                </Flex>
                <GroupError error={errors[`officeHours.${i}.days`]} id={`hours-${i}-days-error`} />
              </fieldset>
              <Flex gap="3" wrap="wrap" align="end">
                {(['opens', 'closes'] as const).map((end) => (
                  <PickerField key={end} type="time" label={end === 'opens' ? 'Opens' : 'Closes'} {...text(`officeHours.${i}.${end}`)} />
                ))}
                <Button type="button" variant="soft" color="red" disabled={lines.fields.length === 1} onClick={() => {
                    lines.remove(i);
                    recheck('officeHours');
                  }}>
                  Remove line
                </Button>
              </Flex>
            </Flex>
          </Card>
          );
        })}
      </Flex>
      <GroupError error={errors.officeHours} />
      <Button
        type="button"
        variant="soft"
        mt="2"
        disabled={lines.fields.length >= 7}
        onClick={() => {
          lines.append({ days: ['Sa'], opens: '09:00', closes: '13:00' }, { shouldFocus: false });
          recheck('officeHours');
        }}
      >
        Add hours
      </Button>
    </Fieldset>
  );
}
