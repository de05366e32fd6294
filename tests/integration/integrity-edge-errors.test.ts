import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../server/db/schema';
import { createInnerContext } from '../../server/trpc/context';
import { createCallerFactory, publicProcedure, router } from '../../server/trpc/trpc';
import { createTestApp, type TestApp } from '../helpers/app';

/** Decision 0019: text PostgreSQL refuses is the request's fault (400), even where no schema caught it first. */
describe('the last resort behind the schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('maps PostgreSQL’s invalid byte sequence (22021) to BAD_REQUEST with a clear sentence', async () => {
    // A procedure without a text schema that writes what it was given, as a future one might.
    const careless = router({
      store: publicProcedure.mutation(({ ctx }) => ctx.db.insert(inquiries).values({ name: 'Ana', email: 'ana@example.com', phone: '+1 415 555 0100', message: 'a\u0000b' })),
    });
    const caller = createCallerFactory(careless)(createInnerContext({ deps: t.deps }));
    const err = await caller.store().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('BAD_REQUEST');
    expect((err as TRPCError).message).toBe('The request contains characters that are not allowed.');
    expect(await t.deps.db.select().from(inquiries)).toEqual([]);
  });
});
