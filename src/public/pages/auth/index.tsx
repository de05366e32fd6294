import { Card, Container } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth, type AuthUser } from '../../../lib/auth-context';
import { usePageMeta } from '../../../lib/head';
import { usePostedForm } from '../../../lib/posted-form';
import { errorCode, errorMessage, notify } from '../../../lib/toast';
import { apiClient } from '../../../lib/api';
import { TWO_FACTOR_MSG } from '@shared/auth-messages';
import { isStaff } from '@shared/roles';
import type { AuthNotice, LinkKind, PostedAuth } from '@shared/posted-form';
import { safeReturnPath } from '@shared/safe-path';
import { CodeForm } from './CodeForm';
import { ConfirmForm } from './ConfirmForm';
import { ForgotForm } from './ForgotForm';
import { InviteForm } from './InviteForm';
import { NewPasswordCard } from './NewPasswordCard';
import { Notice } from './Notice';
import { useAuthText, type Mode } from './shared';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const errorMessageOf = (err: unknown) => errorMessage(err, '');

function readFragment(): { type: string | null; token: string | null } {
  if (typeof window === 'undefined') return { type: null, token: null };
  const params = new URLSearchParams(window.location.hash.slice(1));
  return { type: params.get('type'), token: params.get('token') };
}

function clearFragment() {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The mode a link asks for: `?mode=signup`, `?mode=forgot` (or the older `?reset=true`). */
function modeOf(search: URLSearchParams, posted: PostedAuth | null): Mode {
  const step = posted?.step;
  if (step === 'signup' || step === 'forgot') return step;
  if (step) return 'signin';
  const asked = search.get('mode');
  if (asked === 'signup' || asked === 'forgot') return asked;
  return search.get('reset') === 'true' ? 'forgot' : 'signin';
}

/**
 * The sign-in page. Every step is an HTML form that POSTs to this page (server/routes/forms.ts), so it works
 * before the scripts run and without them; once hydrated, the same forms call the API without a reload.
 * A page the server rendered as a form's answer (usePostedForm) starts in that state.
 */
export default function AuthPage() {
  const auth = useAuth();
  const posted = usePostedForm('auth');
  const confirmEmail = useRef(auth.confirmEmail);
  confirmEmail.current = auth.confirmEmail;
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<Mode>(() => modeOf(search, posted));
  /** An e-mailed link's token: the Change Password card (reset) or the confirmation card (confirm). */
  const [link, setLink] = useState<{ kind: LinkKind; token: string } | null>(() =>
    posted?.linkToken && (posted.step === 'reset' || posted.step === 'confirm' || posted.step === 'invite') ? { kind: posted.step, token: posted.linkToken } : null,
  );
  /** The password was right and the account uses two-factor: the code step's ticket (5 minutes). */
  const [codeTicket, setCodeTicket] = useState<string | null>(() => (posted?.step === 'code' && posted.ticket ? posted.ticket : null));
  const [notice, setNotice] = useState<AuthNotice | null>(posted?.notice ?? null);
  const busy = useRef(false);
  const text = useAuthText();
  const { t, msg } = text;
  // The fragment handler below is registered once; it reads the words of the current language from here.
  const textRef = useRef(text);
  textRef.current = text;
  usePageMeta({ title: t.signInTitle(), noindex: true });

  const from = safeReturnPath(search.get('from'));
  const returnTo = from ?? '/admin';
  /** What the forms send besides their fields: the step, and where to go once signed in. */
  const formProps = { from, posted };
  const go = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };

  // The e-mailed links of before (#type=recovery&token=…, #type=signup&token=…) still open their cards; the
  // links sent now are /auth/reset/<token> and /auth/confirm/<token>, which the server turns into the page's state.
  useEffect(() => {
    const handle = () => {
      const { type, token } = readFragment();
      if (!token || (type !== 'recovery' && type !== 'signup')) return;
      clearFragment();
      busy.current = true;
      setNotice(null);
      setLink({ kind: type === 'recovery' ? 'reset' : 'confirm', token });
    };
    handle();
    window.addEventListener('hashchange', handle);
    return () => window.removeEventListener('hashchange', handle);
  }, []);

  // The spec's toast when the Change Password card opens.
  const linkKind = link?.kind;
  useEffect(() => {
    if (linkKind !== 'reset') return;
    busy.current = true;
    const { t } = textRef.current;
    notify.info(t.toast.recoveryTitle(), t.toast.recoveryText());
  }, [linkKind]);

  useEffect(() => {
    if (!auth.loading && auth.user && !busy.current && !link) {
      const { t } = textRef.current;
      notify.info(t.toast.alreadyTitle(), t.toast.alreadyText());
      navigate('~/admin', { replace: true });
    }
  }, [auth.loading, auth.user, link, navigate]);

  /**
   * 'Login successful' for staff. An account still waiting for an administrator's approval gets no toast:
   * the waiting screen it lands on is the one message it needs (a success toast would contradict it).
   */
  const welcome = (user: AuthUser) => {
    if (isStaff(user.role)) notify.success(t.toast.loginTitle(), t.toast.loginText());
  };

  /** Sign-up and the reset request: an e-mail is sent, the toast says so, and the page goes back to sign-in. */
  const requestThenSignIn = async (request: () => Promise<unknown>, [doneTitle, doneText]: [string, string], [failTitle, failText]: [string, string]) => {
    try {
      await request();
      notify.success(doneTitle, doneText);
      setMode('signin');
    } catch (err) {
      console.error(err);
      notify.error(failTitle, msg.error(err, failText));
    }
  };

  const card = link?.kind === 'reset' ? (
    <NewPasswordCard
      {...formProps}
      onSubmit={async (password) => {
        try {
          const pending = await auth.updatePassword({ token: link.token, password });
          notify.success(t.toast.passwordUpdatedTitle(), t.toast.passwordUpdatedText());
          setLink(null);
          setMode('signin');
          if (pending) setCodeTicket(pending.twoFactorTicket);
          else navigate('~/admin', { replace: true });
        } catch (err) {
          console.error(err);
          notify.error(t.toast.passwordUpdateFailedTitle(), msg.error(err, t.toast.tryAgain()));
        }
      }}
    />
  ) : null;

  return (
    <Container size="1" px="4" py="9">
      {card}
      <Card size="4" mt={card ? '5' : '0'}>
        {notice ? <Notice notice={notice} /> : null}
        {link?.kind === 'invite' ? (
          <InviteForm
            {...formProps}
            onSubmit={async (name, password) => {
              busy.current = true;
              try {
                await apiClient.auth.acceptInvitation.mutate({ token: link.token, name, password });
                await auth.refresh();
                notify.success(t.toast.joinedTitle(), t.toast.joinedText());
                navigate(`~${returnTo}`, { replace: true });
              } catch (err) {
                busy.current = false;
                console.error(err);
                notify.error(t.toast.joinFailedTitle(), msg.error(err, t.toast.tryAgain()));
              }
            }}
          />
        ) : link?.kind === 'confirm' ? (
          <ConfirmForm
            {...formProps}
            onSubmit={async (password) => {
              try {
                await confirmEmail.current(link.token, password);
                // Said once, on the card (the same notice the page shows without scripts).
                setLink(null);
                busy.current = false;
                setNotice('confirmed');
                setMode('signin');
              } catch (err) {
                console.error(err);
                notify.error(t.toast.confirmFailedTitle(), msg.error(err, t.toast.confirmFailedText()));
              }
            }}
            onForgot={() => {
              setLink(null);
              go('forgot');
            }}
          />
        ) : codeTicket ? (
          <CodeForm
            {...formProps}
            ticket={codeTicket}
            onSubmit={async (code) => {
              busy.current = true;
              try {
                welcome(await auth.signInCode(codeTicket, code));
                navigate(`~${returnTo}`, { replace: true });
              } catch (err) {
                busy.current = false;
                console.error(err);
                const said = msg.error(err, t.toast.loginFailedText());
                notify.error(t.toast.loginFailedTitle(), said);
                // The five minutes or the attempts are over: back to the password.
                if (errorMessageOf(err) === TWO_FACTOR_MSG.ticketExpired) setCodeTicket(null);
                // A wrong code is the field's: said beside it too.
                else if (errorMessageOf(err) === TWO_FACTOR_MSG.invalidCode) return said;
              }
              return undefined;
            }}
            onBack={() => {
              setCodeTicket(null);
              go('signin');
            }}
          />
        ) : mode === 'signin' ? (
          <SignInForm
            {...formProps}
            onSubmit={async (email, password) => {
              busy.current = true;
              setNotice(null);
              try {
                const outcome = await auth.signIn(email, password);
                if ('twoFactorTicket' in outcome) {
                  busy.current = false;
                  setCodeTicket(outcome.twoFactorTicket);
                  return null;
                }
                welcome(outcome.user);
                navigate(`~${returnTo}`, { replace: true });
                return null;
              } catch (err) {
                busy.current = false;
                console.error(err);
                notify.error(t.toast.loginFailedTitle(), msg.error(err, t.toast.loginFailedText()));
                return errorCode(err) === 'FORBIDDEN' ? email : null;
              }
            }}
            onResend={async (email) => {
              try {
                await auth.resendConfirmation(email);
                notify.success(t.toast.resentTitle(), t.toast.checkEmailToConfirm());
              } catch (err) {
                console.error(err);
                notify.error(t.toast.errorTitle(), msg.error(err, t.toast.tryAgain()));
              }
            }}
            onMode={go}
          />
        ) : mode === 'signup' ? (
          <SignUpForm
            {...formProps}
            onSubmit={(email, password) =>
              requestThenSignIn(() => auth.signUp(email, password), [t.toast.signupTitle(), t.toast.checkEmailToConfirm()], [t.toast.signupFailedTitle(), t.toast.signupFailedText()])
            }
            onMode={go}
          />
        ) : (
          <ForgotForm
            {...formProps}
            onSubmit={(email) =>
              requestThenSignIn(() => auth.resetPassword(email), [t.toast.resetSentTitle(), t.toast.resetSentText()], [t.toast.resetFailedTitle(), t.toast.resetFailedText()])
            }
            onMode={go}
          />
        )}
      </Card>
    </Container>
  );
}
