/** Query keys of the drop links feature; everything under `all` refreshes on a new notification. */
export const dropLinkKeys = {
  all: ['drop-links'] as const,
  list: () => [...dropLinkKeys.all, 'list'] as const,
  uploads: (dropLinkId: number) => [...dropLinkKeys.all, 'uploads', dropLinkId] as const,
  unseenCount: () => [...dropLinkKeys.all, 'unseen-count'] as const,
  /** The public page's view of one link; not under `all`, as visitors have no notifications. */
  publicLink: (token: string) => ['public-drop-link', token] as const,
};
