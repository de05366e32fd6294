import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { trpc, type RouterOutputs } from './trpc';

export type AuthUser = NonNullable<RouterOutputs['auth']['me']>;

export interface AuthContextValue {
  user: AuthUser | null;
  /** True until the stored session has been looked up. */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  const signInMutation = trpc.auth.signIn.useMutation();
  const signOutMutation = trpc.auth.signOut.useMutation();

  const signIn = useCallback(
    async (email: string, password: string) => {
      const user = await signInMutation.mutateAsync({ email, password });
      utils.auth.me.setData(undefined, user);
      return user;
    },
    [signInMutation, utils],
  );
  const signOut = useCallback(async () => {
    try {
      await signOutMutation.mutateAsync();
    } finally {
      utils.auth.me.setData(undefined, null);
      await utils.invalidate();
    }
  }, [signOutMutation, utils]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: me.data ?? null, loading: me.isPending, signIn, signOut }),
    [me.data, me.isPending, signIn, signOut],
  );
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
