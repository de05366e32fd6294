import { Badge, Button, Callout, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth-context';
import { useFirm } from '../../lib/firm';
import { errorMessage, notify } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { disableTwoFactorInput, enableTwoFactorInput } from '@shared/schemas/two-factor';
import { InputField } from './FormField';
import { localDateTime } from './table-format';
import { AlertIcon } from './AdminIcons';
import { recoveryCodesFile } from './recovery-codes';
import { saveFile } from './save-file';

type Enrolment = RouterOutputs['account']['startTwoFactor'];

/**
 * Two-factor sign-in on the profile page: enrol (QR code, the key as text and its otpauth:// URI, then a
 * code to prove the app has it), the ten recovery codes shown once, and turning it off with a current code.
 */
export function TwoFactorCard() {
  const { refresh } = useAuth();
  const utils = trpc.useUtils();
  const status = trpc.account.twoFactorStatus.useQuery();
  const start = trpc.account.startTwoFactor.useMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = async () => {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (err) {
      notify.error('Error starting two-factor setup', errorMessage(err, 'Please try again.'));
    }
  };

  const changed = async () => {
    await utils.account.twoFactorStatus.invalidate();
    await refresh();
  };

  return (
    <Card size="3" mt="5">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            Two-factor authentication
          </Heading>
          {status.data ? (
            status.data.enabled ? (
              <Badge highContrast color="green">
                On
              </Badge>
            ) : (
              <Badge highContrast color="gray">
                Off
              </Badge>
            )
          ) : null}
        </Flex>
        {status.data?.required && !status.data.enabled ? (
          <Callout.Root color="amber" role="status">
            <Callout.Icon>
              <AlertIcon />
            </Callout.Icon>
            <Callout.Text>Your administrator requires two-factor authentication. Turn it on here to use the admin area.</Callout.Text>
          </Callout.Root>
        ) : null}

        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
            }}
          />
        ) : status.isPending ? (
          <Text role="status">Loading...</Text>
        ) : status.data?.enabled ? (
          <TurnOff enabledAt={status.data.enabledAt} left={status.data.recoveryCodesLeft} onDone={changed} />
        ) : enrolment ? (
          <Enrol
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onDone={async (fresh) => {
              setEnrolment(null);
              setCodes(fresh);
              await changed();
            }}
          />
        ) : (
          <Flex direction="column" gap="3" align="start">
            <Text as="p" size="2" color="gray">
              Sign-in will ask for a code from an authenticator app on your phone after your password.
            </Text>
            <Button onClick={() => void begin()} disabled={start.isPending}>
              Turn on two-factor authentication
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

interface CodeFormProps {
  label: string;
  schema: typeof enableTwoFactorInput | typeof disableTwoFactorInput;
  /** Runs with the checked code; a failure shows the server's message beside the field, with a toast. */
  action(code: string): Promise<void>;
  failTitle: string;
  submit: { label: string; busyLabel: string; color?: 'red' };
  hint?: string;
  onCancel(): void;
  /** What comes before the field (the QR code and the steps, when enrolling). */
  children?: ReactNode;
}

/** A form asking for a code from the authenticator app (to turn two-factor on, or off). */
function CodeForm({ label, schema, action, failTitle, submit, hint, onCancel, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await action(parsed.data.code);
    } catch (err) {
      const message = errorMessage(err, 'Please try again.');
      setError(message);
      notify.error(failTitle, message);
    } finally {
      setBusy(false);
    }
  };
  const field = {
    name: 'code',
    value: code,
    // The message is the last submit's: it goes as soon as the code is edited.
    onChange: (v: string) => {
      setCode(v);
      setError(undefined);
    },
    error,
  };
  return (
    <form aria-label={label} noValidate onSubmit={(e) => void onSubmit(e)}>
      <Flex direction="column" gap="3">
        {children}
        <InputField label="Code" autoComplete="one-time-code" hint={hint} {...field} />
        <Flex gap="3">
          <Button type="submit" color={submit.color} disabled={busy}>
            {busy ? submit.busyLabel : submit.label}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function Enrol({ enrolment, onCancel, onDone }: { enrolment: Enrolment; onCancel(): void; onDone(codes: string[]): Promise<void> }) {
  const enable = trpc.account.enableTwoFactor.useMutation();
  return (
    <CodeForm
      label="Set up two-factor authentication"
      schema={enableTwoFactorInput}
      action={async (code) => {
        const { recoveryCodes } = await enable.mutateAsync({ code });
        notify.success('Two-factor authentication is on', 'Save your recovery codes now: they are shown only once.');
        await onDone(recoveryCodes);
      }}
      failTitle="Error turning on two-factor authentication"
      submit={{ label: 'Verify', busyLabel: 'Verifying...' }}
      onCancel={onCancel}
    >
      <Text as="p" size="2">
        1. Scan this QR code with an authenticator app (or type the key into it).
      </Text>
      <img src={enrolment.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} style={{ background: 'white', borderRadius: 8 }} />
      <Text as="p" size="2">
        Key: <Code data-testid="totp-secret">{enrolment.secret}</Code>
      </Text>
      <Text as="p" size="1" color="gray" style={{ wordBreak: 'break-all' }}>
        <Code variant="ghost" data-testid="totp-uri">
          {enrolment.uri}
        </Code>
      </Text>
      <Text as="p" size="2">
        2. Enter the 6-digit code the app shows.
      </Text>
    </CodeForm>
  );
}

/** The codes shown once: copied to the clipboard or downloaded as a text file before the person moves on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { user } = useAuth();
  const firm = useFirm();
  const listRef = useRef<HTMLUListElement>(null);

  const copy = async () => {
    // Missing on a page not served over https, and in older browsers.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(codes.join('\n'));
      notify.success('Recovery codes copied', 'Paste them into your password manager or another safe place.');
    } catch {
      // The codes selected on the page: the keyboard's copy still works.
      if (listRef.current) window.getSelection()?.selectAllChildren(listRef.current);
      notify.error('Copying is not available here', 'The codes are selected: copy them with Ctrl+C (⌘C on a Mac), or download them.');
    }
  };

  const download = () => {
    const file = recoveryCodesFile(codes, { site: firm.shortName, email: user?.email ?? '', at: new Date() });
    saveFile(file.name, file.text, 'text/plain;charset=utf-8');
  };

  return (
    <Flex direction="column" gap="3" align="start">
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <AlertIcon />
        </Callout.Icon>
        <Callout.Text>
          Recovery codes: each signs you in once if you lose your phone. Save them somewhere safe now; they will not be shown again.
        </Callout.Text>
      </Callout.Root>
      <ul ref={listRef} aria-label="Recovery codes" style={{ columns: 2, columnGap: '2rem', margin: 0, paddingLeft: '1.25rem' }}>
        {codes.map((c) => (
          <li key={c}>
            <Code>{c}</Code>
          </li>
        ))}
      </ul>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="soft" onClick={download}>
          Download (.txt)
        </Button>
      </Flex>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </Flex>
  );
}

function TurnOff({ enabledAt, left, onDone }: { enabledAt: Date | null; left: number; onDone(): Promise<void> }) {
  const disable = trpc.account.disableTwoFactor.useMutation();
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="p" size="2">
        On{enabledAt ? ` since ${localDateTime(enabledAt)}` : ''}. {left} recovery code{left === 1 ? '' : 's'} left.
      </Text>
      {open ? (
        <CodeForm
          label="Turn off two-factor authentication"
          schema={disableTwoFactorInput}
          action={async (code) => {
            await disable.mutateAsync({ code });
            notify.success('Two-factor authentication is off', 'Sign-in asks only for your password now.');
            setOpen(false);
            await onDone();
          }}
          failTitle="Error turning off two-factor authentication"
          submit={{ label: 'Turn off', busyLabel: 'Turn off', color: 'red' }}
          hint="A current code from your authenticator app, or a recovery code."
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button variant="soft" color="red" onClick={() => setOpen(true)}>
          Turn off two-factor authentication
        </Button>
      )}
    </Flex>
  );
}
