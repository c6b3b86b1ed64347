import { Text } from '@mantine/core';
import type { Question } from '@portal/domain';

export const answeredByText = (name: string) => `Answered by ${name} of your firm`;

/**
 * When the firm answered a question for the client (spec 001 §1), both the client and the firm see who
 * gave the answer. A client's own answers need no such line.
 */
export function AnsweredByLine({ question }: { question: Question }) {
  const by = question.answered_by;
  if (!by?.from_firm_user) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="answered-by">
      {answeredByText(by.name)}
    </Text>
  );
}
