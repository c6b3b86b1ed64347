import { Badge } from '@mantine/core';
import type { extractedStatusLabel } from '@portal/domain';

type StatusLabel = ReturnType<typeof extractedStatusLabel>;

/** Dark shades: white text on them keeps a 4.5:1 contrast (axe color-contrast). */
const statusColor: Record<StatusLabel, string> = {
  Processing: 'blue.8',
  Processed: 'grape.8',
  Completed: 'teal.9',
  Failed: 'red.9',
};

/** An upload's or a document's status as spec 001 names it: Processing, Processed, Completed or Failed. */
export function ReviewStatusBadge({ label }: { label: StatusLabel }) {
  return <Badge color={statusColor[label]}>{label}</Badge>;
}
