import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, resources } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

const post = {
  title: 'Bond hearings in 2026',
  slug: 'bond-hearings-2026',
  description: 'What changed for bond hearings this year.',
  category: 'Detention Defense',
  imageUrl: '',
  content: '## What changed\nA paragraph long enough to pass the fifty character minimum.',
  published: true,
  featured: false,
};

async function errorOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return err;
  }
  throw new Error('expected a TRPCError');
}

describe('staff content management', () => {
  let t: TestApp;
  let editor: ReturnType<TestApp['caller']>;
  let editorId = '';
  let admin: ReturnType<TestApp['caller']>;
  let adminId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const asUser = async (email: string, role: 'admin' | 'editor') => {
      const u = await upsertStaffUser(t.deps.db, { email, password: 'staff-password', role });
      const v = await t.deps.sessions.validate((await t.deps.sessions.create(u.id)).id);
      return { id: u.id, caller: t.caller({ user: v.user, session: v.session }) };
    };
    ({ id: editorId, caller: editor } = await asUser('editor@law.example', 'editor'));
    ({ id: adminId, caller: admin } = await asUser('admin@law.example', 'admin'));
  });
  afterAll(() => t.close());

  it('creates a post with the author taken from the session, and edits it with a new updated_at', async () => {
    const created = await editor.posts.create(post);
    expect(created.authorId).toBe(editorId);
    expect(created.imageUrl).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    const updated = await editor.posts.update({ id: created.id, version: created.version, data: { ...post, title: 'Bond hearings in 2026, updated', published: false } });
    expect(updated.title).toBe('Bond hearings in 2026, updated');
    expect(updated.authorId).toBe(editorId);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
    const list = await editor.posts.adminList();
    expect(list.items.map((p) => p.slug)).toContain('bond-hearings-2026');
    expect((await editor.posts.byId({ id: created.id })).published).toBe(false);
  });

  it("answers a duplicate slug with a field error under Slug", async () => {
    const err = await errorOf(editor.posts.create({ ...post, title: 'Another title' }));
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toBe('This slug is already used by another post');
  });

  it('sends the duplicate slug to the form as a field error over HTTP', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ json: { email: 'editor@law.example', password: 'staff-password' } }),
    });
    const cookie = `session=${signIn.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/posts.create',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
      payload: JSON.stringify({ json: { ...post, title: 'Yet another title' } }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.json.data.zodError.fieldErrors.slug).toEqual(['This slug is already used by another post']);
  });

  it("enforces the spec's form rules on the server too", async () => {
    const err = await errorOf(editor.posts.create({ ...post, title: 'abc', slug: 'Bad Slug', description: 'short', content: 'tiny', category: 'x' }));
    const issues = JSON.stringify(err.cause);
    for (const m of [
      'Title must be at least 4 characters',
      'Slug can only contain lowercase letters, numbers, and hyphens',
      'Description must be at least 10 characters',
      'Content must be at least 50 characters',
      'Category is required',
    ])
      expect(issues).toContain(m);
  });

  it('deletes a post and says so when it is already gone', async () => {
    const created = await editor.posts.create({ ...post, slug: 'to-be-deleted' });
    await editor.posts.delete({ id: created.id });
    expect((await errorOf(editor.posts.delete({ id: created.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(editor.posts.byId({ id: created.id }))).code).toBe('NOT_FOUND');
  });

  it('manages resources with the spec rules (valid URL, known icon)', async () => {
    const r = await editor.resources.create({ title: 'ICE detainee locator', description: 'Find a detained person.', type: 'External Link', link: 'https://locator.ice.gov/odls/', icon: 'Link' });
    const u = await editor.resources.update({ id: r.id, version: r.version, data: { title: 'ICE locator', description: 'Find a detained person fast.', type: 'External Link', link: 'https://locator.ice.gov/odls/', icon: 'BookOpen' } });
    expect(u.icon).toBe('BookOpen');
    const bad = await errorOf(editor.resources.create({ title: 'x', description: 'y', type: '', link: 'javascript:alert(1)', icon: 'Skull' }));
    const issues = JSON.stringify(bad.cause);
    for (const m of ['Title must be at least 4 characters', 'Description must be at least 10 characters', 'Type is required', 'Please enter a valid URL']) expect(issues).toContain(m);
    await editor.resources.delete({ id: r.id });
    expect(await t.deps.db.select().from(resources)).toHaveLength(0);
  });

  it('shows live dashboard numbers', async () => {
    await t.deps.db.update(blogPosts).set({ viewCount: 7 });
    const stats = await editor.posts.stats();
    const posts = await t.deps.db.select().from(blogPosts);
    expect(stats).toEqual({ posts: posts.length, views: 7 * posts.length, resources: 0 });
  });

  it('lets an admin grant and remove roles, but not remove their own admin role', async () => {
    await t.caller().auth.signUp({ email: 'newcomer@law.example', password: 'newcomer-password' });
    const team = (await admin.team.list({ pageSize: 100 })).items;
    const newcomer = team.find((m) => m.email === 'newcomer@law.example');
    expect(newcomer).toMatchObject({ role: null, emailVerified: false });
    expect((await admin.team.setRole({ userId: newcomer?.id ?? '', role: 'editor' })).role).toBe('editor');
    expect((await admin.team.setRole({ userId: newcomer?.id ?? '', role: null })).role).toBeNull();
    const own = await errorOf(admin.team.setRole({ userId: adminId, role: 'editor' }));
    expect(own.message).toBe('You cannot remove your own admin role.');
  });

  it('removing a role ends that account’s sessions', async () => {
    const session = await t.deps.sessions.create(editorId);
    await admin.team.setRole({ userId: editorId, role: null });
    expect((await t.deps.sessions.validate(session.id)).session).toBeNull();
  });
});
