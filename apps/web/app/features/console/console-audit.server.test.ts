import { describe, expect, it } from 'vitest';
import { changesOf } from './console-audit.server.ts';

describe('audit changes', () => {
  it('lists each key whose value differs, before and after', () => {
    expect(changesOf({ state: 'pendingApproval', email: 'a@x' }, { state: 'active', email: 'a@x' })).toEqual([
      { key: 'state', before: 'pendingApproval', after: 'active' },
    ]);
    expect(changesOf(null, { role: 'admin', tags: ['a'] })).toEqual([
      { key: 'role', before: '', after: 'admin' },
      { key: 'tags', before: '', after: '["a"]' },
    ]);
    expect(changesOf({ banned: true }, null)).toEqual([{ key: 'banned', before: 'true', after: '' }]);
  });

  it('shows plain values as one change, and nothing when nothing changed', () => {
    expect(changesOf('draft', 'published')).toEqual([{ key: '', before: 'draft', after: 'published' }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
