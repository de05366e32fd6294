import { Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef } from 'react';
import { AuthForm, answerOf, BackToSignIn, SubmitButton, useAuthText, type StepProps } from './shared';
import { useAuthForm } from './use-auth-form';

/** Sign-in's second step: a code from the authenticator app, or a recovery code. */
/**
 * `onSubmit` answers a refused code with its message (in the page's language), shown beside the field until the
 * code changes, so it stays after the toast has gone.
 */
export function CodeForm(props: StepProps & { ticket: string; onSubmit(code: string): Promise<string | undefined>; onBack(): void }) {
  const form = useAuthForm('signInCodeForm', { code: '' }, answerOf(props.posted, 'code'), async (v) => {
    const refused = await props.onSubmit(v.code);
    if (refused === undefined) return;
    form.fail('code', refused);
    input.current?.focus();
  });
  const { t } = useAuthText();
  const hintId = useId();
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the password step: the cursor goes where the code is typed.
  useEffect(() => input.current?.focus(), []);
  const errorId = `${hintId}-error`;
  const error = form.errors.code;
  return (
    <AuthForm id="code-title" intent="code" step={props} formRef={form.ref} title={t.codeTitle()} intro={t.codeIntro()} introId={hintId} onSubmit={(e) => void form.submit(e)}>
      <input type="hidden" name="ticket" value={props.ticket} />
      <div>
        <Text as="label" htmlFor={fieldId} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
          {t.code()}
        </Text>
        {/* Described by the intro (what to type) as well as its message; the message is not an alert: the server's answer above is. */}
        <TextField.Root
          id={fieldId}
          ref={input}
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
          name="code"
          value={form.values.code}
          onChange={(e) => form.change('code')(e.target.value)}
          onBlur={form.blur('code')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        {error ? (
          <Text as="p" size="1" color="red" mt="1" id={errorId}>
            {error}
          </Text>
        ) : null}
      </div>
      <SubmitButton busy={form.busy} label={t.verifyButton()} busyLabel={t.verifying()} />
      <BackToSignIn onBack={props.onBack} />
    </AuthForm>
  );
}
