import { Box, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { ESCALATE_AFTER_DEFAULT, HAND_OVER_DEFAULT, UNFINISHED_AFTER_DEFAULT, URGENT_CALLBACK_MINUTES } from '@shared/chat-intake';
import type { Path } from 'react-hook-form';
import type { FirmSettings, OnCallSettings } from '@shared/schemas/firm';
import { Icon } from '../../ui/Icons';
import { InputField } from '../components/FormField';
import type { BoundField } from '../components/use-admin-form';
import { Fieldset, GroupError, NumberField } from './fields';

/** The most addresses the on-call list takes (onCallSettings in the shared schema; FIRM_MSG.onCallEmails says it). */
const MAX_ADDRESSES = 10;

type MinutesKey = 'escalateAfterMinutes' | 'handOverMinutes' | 'unfinishedAfterMinutes';

/** The whole numbers of minutes, from 1 to their schema's most, in the order shown. */
const MINUTES_FIELDS: { key: MinutesKey; label: string; max: number; hint: string }[] = [
  { key: 'escalateAfterMinutes', label: 'Escalate after (minutes)', max: 120, hint: `A whole number from 1 to 120. Default ${ESCALATE_AFTER_DEFAULT}.` },
  // Live replies (decision 0021).
  {
    key: 'handOverMinutes',
    label: 'Hand over after (minutes)',
    max: 60,
    hint: `Live chat: when someone is available in the Inbox but nobody replies to a visitor within this time, the visitor is told and the chat is sent as an inquiry. A whole number from 1 to 60. Default ${HAND_OVER_DEFAULT}.`,
  },
  {
    key: 'unfinishedAfterMinutes',
    label: 'Unfinished chats reach the firm after (minutes)',
    max: 120,
    hint: `A chat left without sending that holds a phone number, an e-mail address or urgent words becomes an 'Unfinished' inquiry after this long, and the firm is e-mailed. A whole number from 1 to 120. Default ${UNFINISHED_AFTER_DEFAULT}.`,
  },
];

interface OnCallFieldProps {
  value: OnCallSettings;
  /** Replaces the list of addresses (an address moved, added or removed). */
  onEmails(emails: string[]): void;
  /** Sets one of the whole numbers of minutes. */
  onMinutes(key: MinutesKey, minutes: number): void;
  onBlur(path: Path<FirmSettings>): void;
  /** Text-field props for a path ('onCall.emails.0', 'onCall.phone'). */
  text(path: Path<FirmSettings>): BoundField;
  /** Messages by path below onCall ('onCall.emails', 'onCall.emails.2', 'onCall.escalateAfterMinutes'). */
  errors: Partial<Record<string, string>>;
  /** What 'Phone to show visitors' falls back to when empty (the emergency phone, else the main one). */
  fallbackPhone: string;
}

const ArrowUp = () => (
  <Icon size={16}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);
const ArrowDown = () => (
  <Icon size={16}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

/** Moves item `from` of a list to `to` (a copy). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * Who is alerted of an urgent chat (decision 0010), saved with the rest of the firm's details: the addresses in the
 * order they are tried, the phone urgent visitors are told to call, and how long each address has to answer.
 */
export function OnCallField({ value, onEmails: setEmails, onMinutes, onBlur, text, errors, fallbackPhone }: OnCallFieldProps) {
  const emails = value.emails;
  const listError = errors['onCall.emails'];
  // After a move, the focus follows the moved address (its same button, or the other one at either end).
  const listRef = useRef<HTMLOListElement>(null);
  const [follow, setFollow] = useState<{ index: number; dir: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!follow) return;
    const button = (dir: string) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${dir}-${follow.index}"]:not(:disabled)`);
    (button(follow.dir) ?? button(follow.dir === 'up' ? 'down' : 'up'))?.focus();
    setFollow(null);
  }, [follow]);
  const move = (from: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? from - 1 : from + 1;
    setEmails(moved(emails, from, to));
    setFollow({ index: to, dir });
  };
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" color="gray" className="settings-help">
        Urgent chats (a detention today or in the last 2 days) alert the first address at once, with an “I&apos;m on it” link; without an answer
        after this many minutes the next address is alerted, and after the last one, the firm&apos;s inbox. An e-mail-to-SMS address of your phone
        carrier works as an entry.
      </Text>
      <Fieldset legend="On-call addresses, in the order they are alerted">
        {emails.length === 0 ? (
          <Text as="p" size="1" color="gray" mt="1">
            No address yet: urgent chats alert only the firm&apos;s inbox.
          </Text>
        ) : (
          <ol className="settings-oncall-list" ref={listRef}>
            {emails.map((_, i) => (
              <li key={i}>
                <Flex gap="2" align="start">
                  <Box flexGrow="1" minWidth="0">
                    <InputField label={`Address ${i + 1}`} type="email" {...text(`onCall.emails.${i}`)} />
                  </Box>
                  <Flex gap="1" className="settings-oncall-actions" wrap="wrap">
                    <IconButton type="button" variant="soft" color="gray" disabled={i === 0} onClick={() => move(i, 'up')} aria-label={`Move address ${i + 1} up`} data-move={`up-${i}`}>
                      <ArrowUp />
                    </IconButton>
                    <IconButton
                      type="button"
                      variant="soft"
                      color="gray"
                      disabled={i === emails.length - 1}
                      onClick={() => move(i, 'down')}
                      aria-label={`Move address ${i + 1} down`}
                      data-move={`down-${i}`}
                    >
                      <ArrowDown />
                    </IconButton>
                    <Button type="button" variant="soft" color="red" onClick={() => setEmails(emails.filter((__, j) => j !== i))} aria-label={`Remove address ${i + 1}`}>
                      Remove
                    </Button>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
        )}
        <GroupError error={listError} />
        <Button type="button" variant="soft" mt="2" disabled={emails.length >= MAX_ADDRESSES} onClick={() => setEmails([...emails, ''])}>
          Add address
        </Button>
      </Fieldset>
      <InputField
        label="Phone to show visitors"
        {...text('onCall.phone')}
        hint={`Urgent visitors are told to call it if no one calls them within ${URGENT_CALLBACK_MINUTES} minutes. Empty: the emergency phone${fallbackPhone ? `, ${fallbackPhone}` : ''}.`}
      />
      {MINUTES_FIELDS.map((f) => (
        <NumberField
          key={f.key}
          label={f.label}
          value={value[f.key]}
          onChange={(minutes) => onMinutes(f.key, minutes)}
          onBlur={() => onBlur(`onCall.${f.key}`)}
          error={errors[`onCall.${f.key}`]}
          name={`onCall.${f.key}`}
          min={1}
          max={f.max}
          className="settings-minutes"
          hint={f.hint}
        />
      ))}
    </Flex>
  );
}

