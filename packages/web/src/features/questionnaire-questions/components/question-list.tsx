import { Stack, Text } from '@mantine/core';
import type { QuestionnaireDetail, Section } from '@portal/domain';
import { useMemo } from 'react';
import { QuestionItem } from './question-item';
import { buildQuestionTree } from './question-tree';

export interface QuestionListProps {
  questionnaire: QuestionnaireDetail;
  section: Section;
  /** After a submit attempt unanswered required questions show their error form. */
  submitAttempted: boolean;
  /** Every input disabled (read_only, or a firm preview); notes stay available to the firm. */
  readOnly: boolean;
}

/** The section's visible questions, numbered 1., 1.1, 1.1.1, each at its #question{id} anchor. */
export function QuestionList({ questionnaire, section, submitAttempted, readOnly }: QuestionListProps) {
  const tree = useMemo(() => buildQuestionTree(questionnaire, section.id), [questionnaire, section.id]);
  if (tree.length === 0)
    return (
      <Text size="sm" c="dimmed">
        There are no questions in this section.
      </Text>
    );
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${section.name} questions`}>
      {tree.map((node) => (
        <QuestionItem
          key={node.question.id}
          questionnaire={questionnaire}
          node={node}
          submitAttempted={submitAttempted}
          readOnly={readOnly}
          depth={0}
        />
      ))}
    </Stack>
  );
}
