import { ThemeIcon } from '@mantine/core';
import type { CompletionStatus } from '@portal/domain';
import { IconAlertCircle, IconCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { completionColor, completionLabel } from './status-labels';

const icons = {
  completed: IconCircleCheck,
  pending: IconClock,
  incomplete: IconCircle,
  error: IconAlertCircle,
} as const;

/** A section's status as an icon with its word for screen readers (colour is never the only cue). */
export function CompletionIcon({ status, size = 18 }: { status: CompletionStatus; size?: number }) {
  const Icon = icons[status];
  return (
    <ThemeIcon
      variant="transparent"
      color={completionColor[status]}
      size={size + 4}
      role="img"
      aria-label={completionLabel[status]}
    >
      <Icon size={size} aria-hidden />
    </ThemeIcon>
  );
}
