/**
 * Query keys of the messages screens; invalidating `messageKeys.all` refreshes every one of them. Here because
 * the conversation list and the open conversation are two features (features do not import each other), and
 * what one changes (a message sent or seen) the other shows.
 */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: unknown) => [...messageKeys.lists(), params] as const,
  details: () => [...messageKeys.all, 'detail'] as const,
  /** Everything about one conversation (its timeline and threads) sits under this key. */
  detail: (id: number) => [...messageKeys.details(), id] as const,
  timeline: (id: number) => [...messageKeys.detail(id), 'timeline'] as const,
  thread: (conversationId: number, threadId: number) =>
    [...messageKeys.detail(conversationId), 'thread', threadId] as const,
  staff: () => [...messageKeys.all, 'staff'] as const,
};
