import { Button, Card, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { DAY_CODES, type DayCode, type OfficeHoursRow } from '../../../shared/schemas/firm';
import { describedBy, FieldShell } from '../FormField';

const DAY_LABELS: Record<DayCode, string> = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' };

interface OfficeHoursFieldProps {
  rows: OfficeHoursRow[];
  onChange(rows: OfficeHoursRow[]): void;
  onBlur(path: string): void;
  /** Messages by path below officeHours ('officeHours', 'officeHours.0.closes', …). */
  errors: Record<string, string>;
}

function TimeInput({ label, value, onChange, onBlur, error }: { label: string; value: string; onChange(v: string): void; onBlur(): void; error?: string | undefined }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <TextField.Root
        id={id}
        type="time"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      />
    </FieldShell>
  );
}

/** The office's opening hours: one line per set of days with the same hours (00:00 to 23:59 is open all day). */
export function OfficeHoursField({ rows, onChange, onBlur, errors }: OfficeHoursFieldProps) {
  const change = (i: number, patch: Partial<OfficeHoursRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const toggleDay = (i: number, day: DayCode, on: boolean) => {
    const row = rows[i];
    if (!row) return;
    change(i, { days: on ? DAY_CODES.filter((d) => d === day || row.days.includes(d)) : row.days.filter((d) => d !== day) });
  };
  return (
    <fieldset className="settings-fieldset">
      <legend>
        <Text size="2" weight="medium">
          Office hours
        </Text>
      </legend>
      <Text as="p" size="1" color="gray" mb="2">
        Shown on the contact page in the visitor&apos;s language and given to search engines. From 00:00 to 23:59 reads as open 24 hours.
      </Text>
      <Flex direction="column" gap="3">
        {rows.map((row, i) => (
          <Card key={i} size="1">
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
                {errors[`officeHours.${i}.days`] ? (
                  <Text as="p" size="1" color="red" role="alert" id={`hours-${i}-days-error`}>
                    {errors[`officeHours.${i}.days`]}
                  </Text>
                ) : null}
              </fieldset>
              <Flex gap="3" wrap="wrap" align="end">
                <TimeInput label="Opens" value={row.opens} onChange={(opens) => change(i, { opens })} onBlur={() => onBlur(`officeHours.${i}.opens`)} error={errors[`officeHours.${i}.opens`]} />
                <TimeInput label="Closes" value={row.closes} onChange={(closes) => change(i, { closes })} onBlur={() => onBlur(`officeHours.${i}.closes`)} error={errors[`officeHours.${i}.closes`]} />
                <Button type="button" variant="soft" color="red" disabled={rows.length === 1} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  Remove line
                </Button>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
      {errors.officeHours ? (
        <Text as="p" size="1" color="red" role="alert">
          {errors.officeHours}
        </Text>
      ) : null}
      <Button type="button" variant="soft" mt="2" disabled={rows.length >= 7} onClick={() => onChange([...rows, { days: ['Sa'], opens: '09:00', closes: '13:00' }])}>
        Add hours
      </Button>
    </fieldset>
  );
}
