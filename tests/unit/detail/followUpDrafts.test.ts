// The follow-up text not sent yet (pages/session/followUpDrafts.ts): kept per record,
// cleared when empty, and harmless without storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFollowUpDraft, writeFollowUpDraft } from '../../../pages/session/followUpDrafts.ts';
import { signOut } from '../../../pages/session/sessionStore.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a follow-up draft', () => {
  it('is kept per record and cleared once empty', () => {
    writeFollowUpDraft('customer', 7, '明天再打一次');
    expect(readFollowUpDraft('customer', 7)).toBe('明天再打一次');
    expect(readFollowUpDraft('customer', 8)).toBe('');
    expect(readFollowUpDraft('leads', 7)).toBe('');
    writeFollowUpDraft('customer', 7, '   ');
    expect(readFollowUpDraft('customer', 7)).toBe('');
  });

  it('all go at sign-out, and nothing else of the tab\'s storage', () => {
    writeFollowUpDraft('customer', 7, '甲');
    writeFollowUpDraft('business', 3, '乙');
    window.sessionStorage.setItem('other', 'kept');
    signOut();
    expect([readFollowUpDraft('customer', 7), readFollowUpDraft('business', 3)]).toEqual(['', '']);
    expect(window.sessionStorage.getItem('other')).toBe('kept');
  });

  it('reads as empty and writes nothing when the browser refuses storage', () => {
    const denied = () => { throw new DOMException('denied', 'SecurityError'); };
    vi.spyOn(window.sessionStorage, 'getItem').mockImplementation(denied);
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(denied);
    expect(() => writeFollowUpDraft('customer', 7, '草稿')).not.toThrow();
    expect(readFollowUpDraft('customer', 7)).toBe('');
  });
});
