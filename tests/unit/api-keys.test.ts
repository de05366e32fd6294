import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey, apiPathKey } from '../../src/lib/api';
import { trpc } from '../../src/lib/trpc';

// The public pages' queries (src/lib/api.ts) and the admin's (@trpc/react-query) share one cache, which the
// server fills before rendering (createServerSideHelpers): they must use the same keys.
describe('src/lib/api.ts query keys', () => {
  it("are @trpc/react-query's, with and without input", () => {
    expect(apiKey('auth.me')).toEqual(getQueryKey(trpc.auth.me, undefined, 'query'));
    expect(apiKey('settings.public', undefined)).toEqual(getQueryKey(trpc.settings.public, undefined, 'query'));
    const input = { page: 2, q: 'visa', locale: 'es' as const };
    expect(apiKey('posts.list', input)).toEqual(getQueryKey(trpc.posts.list, input, 'query'));
    expect(apiKey('settings.attorneyProfiles', { locale: 'fr' })).toEqual(getQueryKey(trpc.settings.attorneyProfiles, { locale: 'fr' }, 'query'));
  });

  it("a procedure's key for all its inputs is the one @trpc/react-query invalidates", () => {
    expect(apiPathKey('auth.me')).toEqual(getQueryKey(trpc.auth.me));
    expect(apiPathKey('posts.list')).toEqual(getQueryKey(trpc.posts.list));
  });
});
