import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Defaults to the spec's 'Nothing found' (spec 000 §2). */
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offered next, e.g. Reset filters. */
  actions?: ReactNode;
}

export function EmptyState({ title = 'Nothing found', description, icon, actions }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      title={title}
      description={description}
      icon={icon ?? <IconSearch aria-hidden stroke={1.5} />}
      withIndicatorBackground
    >
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
