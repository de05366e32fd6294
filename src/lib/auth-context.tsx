import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { notify } from './toast';
import { trpc, type RouterOutputs } from './trpc';

export type AuthUser = NonNullable<RouterOutputs['auth']['me']>['user'];
export interface AuthSessionInfo {
  user: AuthUser;
  expiresAt: Date;
}

export interface AuthContextValue {
  session: AuthSessionInfo | null;
  user: AuthUser | null;
  /** True until the stored session has been looked up. */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the password-reset e-mail. */
  resetPassword(email: string): Promise<void>;
  /** With the e-mailed recovery token (signs this browser in), or with the current password. */
  updatePassword(args: { token: string; password: string } | { currentPassword: string; newPassword: string }): Promise<void>;
  confirmEmail(token: string): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  updateProfile(name: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Spec section 9: the session is checked every 30 s; the server extends it while it is in use. */
const SESSION_CHECK_MS = 30_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: SESSION_CHECK_MS, refetchInterval: SESSION_CHECK_MS });
  const { mutateAsync: signInM } = trpc.auth.signIn.useMutation();
  const { mutateAsync: signUpM } = trpc.auth.signUp.useMutation();
  const { mutateAsync: signOutM } = trpc.auth.signOut.useMutation();
  const { mutateAsync: resetM } = trpc.auth.requestPasswordReset.useMutation();
  const { mutateAsync: recoverM } = trpc.auth.resetPassword.useMutation();
  const { mutateAsync: changeM } = trpc.account.updatePassword.useMutation();
  const { mutateAsync: confirmM } = trpc.auth.confirmEmail.useMutation();
  const { mutateAsync: resendM } = trpc.auth.resendConfirmation.useMutation();
  const { mutateAsync: profileM } = trpc.account.updateProfile.useMutation();

  const setUser = useCallback((user: AuthUser | null) => {
    utils.auth.me.setData(undefined, user ? { user, expiresAt: new Date(Date.now() + 30 * 86_400_000) } : null);
  }, [utils]);

  const value = useMemo<AuthContextValue>(() => {
    const session = me.data ?? null;
    return {
      session,
      user: session?.user ?? null,
      loading: me.isPending,
      async signIn(email, password) {
        const user = await signInM({ email, password });
        setUser(user);
        return user;
      },
      async signUp(email, password) {
        await signUpM({ email, password });
      },
      async signOut() {
        await signOutM();
        setUser(null);
        await utils.invalidate();
        notify.info('Signed out', 'You have been signed out.');
      },
      async resetPassword(email) {
        await resetM({ email });
      },
      async updatePassword(args) {
        if ('token' in args) setUser(await recoverM(args));
        else await changeM(args);
      },
      async confirmEmail(token) {
        await confirmM({ token });
      },
      async resendConfirmation(email) {
        await resendM({ email });
      },
      async updateProfile(name) {
        setUser(await profileM({ name }));
      },
    };
  }, [me.data, me.isPending, signInM, signUpM, signOutM, resetM, recoverM, changeM, confirmM, resendM, profileM, setUser, utils]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

export function isStaff(user: AuthUser | null): boolean {
  return user?.role === 'admin' || user?.role === 'editor';
}
