import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { api, apiClient } from '../../src/lib/api';
import { trpc } from '../../src/lib/trpc';

// The public pages' queries (src/lib/api.ts) and the admin's (@trpc/react-query) share one cache, which the
// server fills before rendering (createServerSideHelpers): they must use the same keys.
describe('src/lib/api.ts query keys', () => {
  it("are @trpc/react-query's, with and without input", () => {
    expect(api.auth.me.queryKey()).toEqual(getQueryKey(trpc.auth.me, undefined, 'query'));
    expect(api.settings.public.queryKey(undefined)).toEqual(getQueryKey(trpc.settings.public, undefined, 'query'));
    const input = { page: 2, q: 'visa', locale: 'es' as const };
    expect(api.posts.list.queryKey(input)).toEqual(getQueryKey(trpc.posts.list, input, 'query'));
    expect(api.settings.attorneyProfiles.queryKey({ locale: 'fr' })).toEqual(getQueryKey(trpc.settings.attorneyProfiles, { locale: 'fr' }, 'query'));
  });

  it('a method the procedure does not have is refused by the compiler (and at run time is not a function)', () => {
    const refused = [
      // @ts-expect-error: a mutation has no hooks on `api` (it is called through apiClient)
      () => api.contact.submit.useQuery({}),
      // @ts-expect-error: a misspelt procedure
      () => api.posts.lst.queryKey(),
      // @ts-expect-error: a query has no `mutate`
      () => apiClient.posts.list.mutate({}),
      // @ts-expect-error: a mutation has no `query`
      () => apiClient.contact.submit.query({}),
    ];
    expect(refused).toHaveLength(4);
    // @ts-expect-error: not a method of a query
    expect(() => api.posts.list.useInfiniteQuery({})).toThrow(TypeError);
  });
});
