/** Query keys of the firm's catalogues in firm settings (groups, entity types, glossary). */
export const catalogueKeys = {
  groups: () => ['firm', 'groups'] as const,
  entityTypes: () => ['firm', 'entity-types'] as const,
  glossary: () => ['firm', 'glossary'] as const,
};
