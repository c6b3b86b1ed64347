/** Query keys of the workflows feature. */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: () => [...workflowKeys.all, 'list'] as const,
  runs: (workflowId: number) => [...workflowKeys.all, 'runs', workflowId] as const,
  entityRuns: (companyId: number) => [...workflowKeys.all, 'entity-runs', companyId] as const,
};
