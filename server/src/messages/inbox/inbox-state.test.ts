import { InboxState, mayMove, mayReply, nextStates } from './inbox-state';

describe('the inbox state machine', () => {
  it('reads a new item, archives a read or replied one, and reopens an archived one', () => {
    expect(mayMove(InboxState.NEW, InboxState.READ)).toBe(true);
    expect(mayMove(InboxState.READ, InboxState.ARCHIVED)).toBe(true);
    expect(mayMove(InboxState.REPLIED, InboxState.ARCHIVED)).toBe(true);
    expect(mayMove(InboxState.ARCHIVED, InboxState.READ)).toBe(true);
  });

  it('reaches REPLIED only by replying, and never goes back to NEW', () => {
    for (const from of Object.values(InboxState)) {
      expect(nextStates(from)).not.toContain(InboxState.REPLIED);
      expect(nextStates(from)).not.toContain(InboxState.NEW);
    }
    expect(mayMove(InboxState.REPLIED, InboxState.READ)).toBe(false);
  });

  it('replies to anything not archived', () => {
    expect(mayReply(InboxState.NEW)).toBe(true);
    expect(mayReply(InboxState.READ)).toBe(true);
    expect(mayReply(InboxState.REPLIED)).toBe(true);
    expect(mayReply(InboxState.ARCHIVED)).toBe(false);
  });
});
