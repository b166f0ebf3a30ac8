/** Where a contact message or a piece of feedback stands in the clinic's inbox. */
export enum InboxState {
  NEW = 'NEW',
  READ = 'READ',
  REPLIED = 'REPLIED',
  ARCHIVED = 'ARCHIVED',
}

/** What arrived: a contact message (has an address to reply to) or feedback (has none). */
export enum InboxKind {
  CONTACT = 'CONTACT',
  FEEDBACK = 'FEEDBACK',
}

/**
 * The moves staff may make by hand. Opening a NEW item reads it; REPLIED is reached only by
 * replying (the reply and the move are one transaction); an archived item can be opened again.
 */
const MOVES: Record<InboxState, readonly InboxState[]> = {
  [InboxState.NEW]: [InboxState.READ, InboxState.ARCHIVED],
  [InboxState.READ]: [InboxState.ARCHIVED],
  [InboxState.REPLIED]: [InboxState.ARCHIVED],
  [InboxState.ARCHIVED]: [InboxState.READ],
};

export const nextStates = (from: InboxState): readonly InboxState[] => MOVES[from];

export const mayMove = (from: InboxState, to: InboxState): boolean => MOVES[from].includes(to);

/** A reply may go to a message that has been read or already answered, never an archived one. */
export const mayReply = (from: InboxState): boolean =>
  from === InboxState.NEW || from === InboxState.READ || from === InboxState.REPLIED;
