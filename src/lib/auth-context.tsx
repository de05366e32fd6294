import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { api, apiClient } from './api';
import { removeAllPostDrafts } from './post-drafts';
import { notify } from './toast';
import type { RouterOutputs } from './trpc';

export type AuthUser = NonNullable<RouterOutputs['auth']['me']>['user'];
export interface AuthSessionInfo {
  user: AuthUser;
  expiresAt: Date;
  /** An administrator requires two-factor and this account has none yet: the admin area sends it to its profile. */
  twoFactorSetupNeeded: boolean;
}

/** A sign-in step's outcome: signed in, or the password was right and the two-factor code comes next. */
export type SignInOutcome = { user: AuthUser } | { twoFactorTicket: string };

export interface AuthContextValue {
  session: AuthSessionInfo | null;
  user: AuthUser | null;
  /** True until the stored session has been looked up. */
  loading: boolean;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** The code step of a two-factor sign-in: a code from the authenticator app, or a recovery code. */
  signInCode(ticket: string, code: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the password-reset e-mail. */
  resetPassword(email: string): Promise<void>;
  /**
   * With the e-mailed recovery token (signs this browser in, or, with two-factor on, answers with the ticket
   * of the code step), or with the current password.
   */
  updatePassword(args: { token: string; password: string } | { currentPassword: string; newPassword: string }): Promise<{ twoFactorTicket: string } | null>;
  /** Reads the session again (after turning two-factor on, for instance). */
  refresh(): Promise<void>;
  /** Confirms the address with the e-mailed token and the password chosen at sign-up. */
  confirmEmail(token: string, password: string): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  updateProfile(name: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Decision 0018: the session is checked every 30 s; the server extends it while it is in use. Only while
 * someone is signed in: a visitor has no session to check, and the public pages make no requests of their own.
 */
const SESSION_CHECK_MS = 30_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = api.auth.me.useQuery(undefined, { staleTime: SESSION_CHECK_MS, refetchInterval: (q) => (q.state.data ? SESSION_CHECK_MS : false) });

  const setUser = useCallback((user: AuthUser | null) => {
    queryClient.setQueryData(api.auth.me.queryKey(), user ? { user, expiresAt: new Date(Date.now() + 30 * 86_400_000), twoFactorSetupNeeded: false } : null);
    // The server knows whether two-factor is required of this account: ask it.
    if (user) void queryClient.invalidateQueries({ queryKey: api.auth.me.queryKey() });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const session = me.data ?? null;
    return {
      session,
      user: session?.user ?? null,
      loading: me.isPending,
      async signIn(email, password) {
        const result = await apiClient.auth.signIn.mutate({ email, password });
        if ('twoFactorTicket' in result) return { twoFactorTicket: result.twoFactorTicket };
        setUser(result);
        return { user: result };
      },
      async signInCode(ticket, code) {
        const user = await apiClient.auth.signInCode.mutate({ ticket, code });
        setUser(user);
        return user;
      },
      async signUp(email, password) {
        await apiClient.auth.signUp.mutate({ email, password });
      },
      async signOut() {
        await apiClient.auth.signOut.mutate();
        // Unsaved post drafts stay in localStorage otherwise: not for the next person at a shared computer.
        removeAllPostDrafts();
        setUser(null);
        await queryClient.invalidateQueries();
        notify.info('Signed out', 'You have been signed out.');
      },
      async resetPassword(email) {
        await apiClient.auth.requestPasswordReset.mutate({ email });
      },
      async updatePassword(args) {
        if (!('token' in args)) {
          await apiClient.account.updatePassword.mutate(args);
          return null;
        }
        const result = await apiClient.auth.resetPassword.mutate(args);
        if ('twoFactorTicket' in result) return { twoFactorTicket: result.twoFactorTicket };
        setUser(result);
        return null;
      },
      async refresh() {
        await queryClient.invalidateQueries({ queryKey: api.auth.me.queryKey() });
      },
      async confirmEmail(token, password) {
        await apiClient.auth.confirmEmail.mutate({ token, password });
      },
      async resendConfirmation(email) {
        await apiClient.auth.resendConfirmation.mutate({ email });
      },
      async updateProfile(name) {
        setUser(await apiClient.account.updateProfile.mutate({ name }));
      },
    };
  }, [me.data, me.isPending, setUser, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
