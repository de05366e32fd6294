/**
 * Clean-up of what a content test made, through the API as a staff member: the posts and resources the blog's and
 * the resources' other tests would count, had the test stopped half-way. Called from afterAll hooks.
 */
import { request as playwrightRequest } from '@playwright/test';

type Item = { id: string; title: string };

/** Deletes every post and resource whose title `matches` among those the admin search finds for `q`. */
export async function deleteContent(baseURL: string, storageState: string, q: string, matches: (title: string) => boolean = () => true): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL, storageState, extraHTTPHeaders: { origin: baseURL } });
  try {
    for (const kind of ['posts', 'resources'] as const) {
      const input = encodeURIComponent(JSON.stringify({ json: { q, pageSize: 100 } }));
      const res = await api.get(`/trpc/${kind}.adminList?input=${input}`);
      if (!res.ok()) throw new Error(`${kind}.adminList answered ${res.status()}: ${await res.text()}`);
      const items = ((await res.json()) as { result: { data: { json: { items: Item[] } } } }).result.data.json.items;
      for (const { id } of items.filter((i) => matches(i.title))) await api.post(`/trpc/${kind}.delete`, { data: { json: { id } } });
    }
  } finally {
    await api.dispose();
  }
}
