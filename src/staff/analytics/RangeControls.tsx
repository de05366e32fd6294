import { Button, Flex, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { AnalyticsRangeInput } from '@shared/schemas/analytics';
import { InputField } from '../components/FormField';
import { MAX_RANGE_DAYS, PRESETS, rangeErrors, type RangeChoice } from './range';

/**
 * 'Last 7 days', 'Last 30 days', 'Last 90 days' and 'Custom'. Custom opens two date fields (the firm's calendar
 * days); the range is only asked for once both are valid, with the reason beside the field otherwise.
 */
export function RangeControls({ choice, shown, onChoose }: { choice: RangeChoice; shown: AnalyticsRangeInput | null; onChoose(choice: RangeChoice): void }) {
  // 'Custom' pressed while a preset is shown: the fields open with that range, the address changes on 'Show'.
  const [editing, setEditing] = useState(false);
  const custom = choice.kind === 'custom' || editing;
  const choose = (next: RangeChoice) => {
    setEditing(false);
    onChoose(next);
  };
  const start = choice.kind === 'custom' ? choice : (shown ?? { from: '', to: '' });

  return (
    <Flex direction="column" gap="3" mb="5">
      <Flex role="group" aria-label="Range" gap="1" wrap="wrap">
        {PRESETS.map((days) => {
          const pressed = !custom && choice.kind === 'preset' && choice.days === days;
          return (
            <Button key={days} variant={pressed ? 'solid' : 'soft'} aria-pressed={pressed} onClick={() => choose({ kind: 'preset', days })}>
              Last {days} days
            </Button>
          );
        })}
        <Button variant={custom ? 'solid' : 'soft'} aria-pressed={custom} onClick={() => setEditing(true)}>
          Custom
        </Button>
      </Flex>
      {custom ? (
        // A new range in the address starts the fields again from it.
        <CustomRange key={`${start.from} ${start.to}`} from={start.from} to={start.to} checkAtOnce={choice.kind === 'custom'} onShow={(from, to) => choose({ kind: 'custom', from, to })} />
      ) : null}
    </Flex>
  );
}

function CustomRange({ from, to, checkAtOnce, onShow }: { from: string; to: string; checkAtOnce: boolean; onShow(from: string, to: string): void }) {
  const [draft, setDraft] = useState({ from, to });
  // A range from the address is checked at once (a link may hold a wrong one); a new one when 'Show' is pressed.
  const [checked, setChecked] = useState(checkAtOnce);
  const errors = checked ? rangeErrors(draft.from, draft.to) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const found = rangeErrors(draft.from, draft.to);
    if (!found.from && !found.to) onShow(draft.from, draft.to);
  };
  const field = (name: 'from' | 'to') => ({ name, value: draft[name], error: errors[name], onChange: (value: string) => setDraft((d) => ({ ...d, [name]: value })) });

  return (
    <form onSubmit={submit} noValidate aria-label="Custom range">
      <Flex gap="3" wrap="wrap" align="start" className="analytics-custom">
        <InputField label="From" type="date" {...field('from')} />
        <InputField label="To" type="date" {...field('to')} />
        <Button type="submit" className="analytics-custom__show">
          Show
        </Button>
      </Flex>
      <Text as="p" size="1" color="gray" mt="2">
        Both days included, on the firm&apos;s calendar (Eastern Time); at most {MAX_RANGE_DAYS} days.
      </Text>
    </form>
  );
}
