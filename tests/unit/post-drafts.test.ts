import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftToRestore, isStale, type StoredDraft } from '../../src/staff/components/draft-merge';
import { POST_DRAFT_PREFIX, removeAllPostDrafts } from '../../src/lib/post-drafts';

type Values = { title: string; description: string; content: string; publishAt: Date | null };

const v3: Values = { title: 'Title v3', description: 'Description v3', content: 'Body v3', publishAt: null };

function draft(values: Partial<Values>, baseVersion = 3): StoredDraft<Values> {
  return { savedAt: new Date('2025-01-02T03:04:05Z'), values: { ...v3, ...values }, baseVersion, baseValues: v3 };
}

describe('draftToRestore', () => {
  it('over the version it was written on, restores the draft as it is', () => {
    const d = draft({ title: 'My title' });
    expect(isStale(d, 3)).toBe(false);
    expect(draftToRestore(d, { values: v3, version: 3 })).toEqual(d.values);
  });

  it('over a newer save, keeps only the fields the draft changed and the colleague’s other changes', () => {
    const d = draft({ title: 'My title', publishAt: new Date('2025-03-01T12:00:00Z') });
    const v4: Values = { ...v3, description: 'Colleague’s description', content: 'Colleague’s body' };
    expect(isStale(d, 4)).toBe(true);
    expect(draftToRestore(d, { values: v4, version: 4 })).toEqual({
      title: 'My title',
      description: 'Colleague’s description',
      content: 'Colleague’s body',
      publishAt: new Date('2025-03-01T12:00:00Z'),
    });
  });

  it('over a newer save, a draft that changed nothing of its own restores the newer version unchanged', () => {
    const v4: Values = { ...v3, title: 'Colleague’s title' };
    expect(draftToRestore(draft({}), { values: v4, version: 4 })).toEqual(v4);
  });
});

describe('removeAllPostDrafts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('removes every post draft and nothing else', () => {
    const store = new Map<string, string>([
      [`${POST_DRAFT_PREFIX}abc`, '{}'],
      [`${POST_DRAFT_PREFIX}new`, '{}'],
      ['theme', 'dark'],
    ]);
    const localStorage = {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      removeItem: (k: string) => void store.delete(k),
    };
    vi.stubGlobal('window', { localStorage });
    removeAllPostDrafts();
    expect([...store.keys()]).toEqual(['theme']);
  });

  it('does nothing when storage is refused', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => removeAllPostDrafts()).not.toThrow();
  });
});
