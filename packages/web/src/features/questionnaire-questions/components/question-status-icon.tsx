import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { CompletionStatus } from '@portal/domain';
import { IconAlertCircle, IconCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';

export const QUESTION_NEEDS_ANSWER = 'This question needs an answer';

const labels: Record<CompletionStatus, string> = {
  completed: 'Answered',
  pending: 'Waiting for an answer later',
  incomplete: 'Not answered yet',
  error: QUESTION_NEEDS_ANSWER,
};

/** A question's status (spec 001 §4); the error form says so in words, not only in colour. */
export function QuestionStatusIcon({ status }: { status: CompletionStatus }) {
  if (status === 'error')
    return (
      <Group gap={4} c="red.8" wrap="nowrap">
        <IconAlertCircle size={16} aria-hidden />
        <Text size="sm" c="red.8">
          {QUESTION_NEEDS_ANSWER}
        </Text>
      </Group>
    );
  const Icon = status === 'completed' ? IconCircleCheck : status === 'pending' ? IconClock : IconCircle;
  const color = status === 'completed' ? 'teal.8' : status === 'pending' ? 'yellow.8' : 'gray.6';
  return (
    <Text component="span" c={color} lh={1} title={labels[status]}>
      <Icon size={18} aria-hidden />
      <VisuallyHidden>{labels[status]}</VisuallyHidden>
    </Text>
  );
}
