import { Button, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import type { FormEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { PasswordField, type PasswordFieldProps, type PasswordToggleText } from '../../../ui/forms/PasswordField';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { useAuthMessages } from '../../../lib/translate-message';
import { useI18nContext } from '../../../lib/i18n';
import { FormAlert } from '../../../lib/posted-form';
import { MSG } from '@shared/auth-messages';
import { localizedPath } from '@shared/locales';
import type { AuthIntent, PostedAuth } from '@shared/posted-form';

/** The sign-in page's modes without an e-mailed link or a code step: each has its address (`?mode=…`). */
export type Mode = 'signin' | 'signup' | 'forgot';
type AuthText = TranslationFunctions['auth'];

/** The page's words and message translators in the visitor's language (English on /auth). */
export function useAuthText() {
  const { LL } = useI18nContext();
  return { t: LL.auth, msg: useAuthMessages() };
}

export function toggleText(t: AuthText, field: 'password' | 'newPassword' | 'confirmPassword'): PasswordToggleText {
  const [showLabel, hideLabel] =
    field === 'password'
      ? [t.showPassword(), t.hidePassword()]
      : field === 'newPassword'
        ? [t.showNewPassword(), t.hideNewPassword()]
        : [t.showConfirmPassword(), t.hideConfirmPassword()];
  return { show: t.show(), hide: t.hide(), showLabel, hideLabel };
}

/** Where a form came from and what the server answered it with (its first state), shared by every step. */
export interface StepProps {
  from: string | null;
  posted: PostedAuth | null;
}

/** The answered state of this step, if the page is the server's answer to it. */
export function answerOf(posted: PostedAuth | null, step: AuthIntent): PostedAuth | null {
  return posted && posted.step === step ? posted : null;
}

/**
 * An auth form: its h1 (which names the form), the line under it, the server's message for the whole form,
 * its fields and buttons. A POST to this page in its language, telling the server which step it is.
 */
export function AuthForm(props: {
  id: string;
  intent: AuthIntent;
  step: StepProps;
  formRef: RefObject<HTMLFormElement | null>;
  title: string;
  intro?: string;
  introId?: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  const { locale } = useI18nContext();
  const { msg } = useAuthText();
  const answer = answerOf(props.step.posted, props.intent === 'resend' ? 'signin' : props.intent);
  return (
    <form ref={props.formRef} method="post" action={localizedPath(locale, '/auth')} onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.step.from ? <input type="hidden" name="from" value={props.step.from} /> : null}
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6" id={props.id}>
          {props.title}
        </Heading>
        {props.intro ? (
          <Text size="2" color="gray" id={props.introId}>
            {props.intro}
          </Text>
        ) : null}
        {answer?.message ? <FormAlert tone="error">{msg.field(answer.message, answer.domain)}</FormAlert> : null}
        {props.children}
      </Flex>
    </form>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="3" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A link to another mode of the page (`?mode=…`): a plain link before the scripts run, a switch after. */
export function ModeLink({ to, onMode, children, size }: { to: Mode; onMode(mode: Mode): void; children: ReactNode; size?: '2' }) {
  const { locale } = useI18nContext();
  const href = `${localizedPath(locale, '/auth')}${to === 'signin' ? '' : `?mode=${to}`}`;
  return (
    <RadixLink
      href={href}
      size={size}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        onMode(to);
      }}
    >
      {children}
    </RadixLink>
  );
}

/** "Don't have an account? Sign up" and its opposite: a question and a link to the other mode. */
export function OtherMode({ question, link, to, onMode }: { question: string; link: string; to: Mode; onMode(mode: Mode): void }) {
  return (
    <Text size="2">
      {question}{' '}
      <ModeLink to={to} onMode={onMode}>
        {link}
      </ModeLink>
    </Text>
  );
}

/** 'Back to sign in' under the code step and the reset request. */
export function BackToSignIn({ onBack }: { onBack(): void }) {
  const { t } = useAuthText();
  return (
    <ModeLink to="signin" size="2" onMode={onBack}>
      {t.backToSignIn()}
    </ModeLink>
  );
}

/** A new password, with the spec's length hint (sign-up and the e-mailed reset). */
export function NewPasswordField(props: { label: string; field: Omit<PasswordFieldProps, 'label' | 'autoComplete'>; toggle: PasswordToggleText }) {
  const { msg } = useAuthText();
  return <PasswordField label={props.label} autoComplete="new-password" {...props.field} hint={msg.field(MSG.newPasswordHint)} toggle={props.toggle} />;
}
