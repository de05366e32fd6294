import { TRPCError } from '@trpc/server';

/** 'ok', or the tRPC error as `CODE: message`: what the caller of a procedure would be told. */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof TRPCError ? `${err.code}: ${err.message}` : String(err);
  }
}

/** The token of an e-mailed auth link (`/auth/reset/<token>` for 'recovery', `/auth/confirm/<token>` for 'signup'), or ''. */
export const tokenFrom = (text: string | undefined, type: 'recovery' | 'signup'): string =>
  new RegExp(`/auth/${type === 'recovery' ? 'reset' : 'confirm'}/([\\w-]+)`).exec(text ?? '')?.[1] ?? '';

/** The TRPCError a call fails with; fails the test if it succeeds or throws anything else. */
export async function errorOf(p: Promise<unknown>): Promise<TRPCError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return err;
    throw err;
  }
  throw new Error('expected a TRPCError');
}
