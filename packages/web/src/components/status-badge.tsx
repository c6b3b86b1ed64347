import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status (Active, Inactive, Read-only) as a dot badge: dark text passes contrast on any row, and it is
 * never squeezed to an ellipsis in a narrow table column.
 */
export function StatusBadge({ color, children }: { color: MantineColor; children: ReactNode }) {
  return (
    <Badge variant="dot" color={color} miw="max-content">
      {children}
    </Badge>
  );
}
