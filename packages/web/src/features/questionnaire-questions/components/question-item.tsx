import { Group, Paper, Stack, Text } from '@mantine/core';
import type { QuestionnaireDetail } from '@portal/domain';
import { QuestionBody } from './question-body';
import type { QuestionNode } from './question-tree';

export interface QuestionItemProps {
  questionnaire: QuestionnaireDetail;
  node: QuestionNode;
  submitAttempted: boolean;
  readOnly: boolean;
  /** Nesting depth: 0 for a top-level question. */
  depth: number;
}

/** One numbered question: its answer, status and other answers, then its visible follow-ups. */
export function QuestionItem({ questionnaire, node, submitAttempted, readOnly, depth }: QuestionItemProps) {
  const { question, number, children } = node;
  return (
    <Paper
      component="li"
      id={`question${question.id}`}
      withBorder={depth === 0}
      px={depth === 0 ? 'xs' : 0}
      py={depth === 0 ? 8 : 4}
      radius="md"
      style={{ scrollMarginTop: 80 }}
    >
      <Group gap={6} align="flex-start" wrap="nowrap">
        <Text fw={600} size="sm" miw={depth === 0 ? 20 : 32} data-question-number>
          {depth === 0 ? `${number}.` : number}
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <QuestionBody
            questionnaire={questionnaire}
            question={question}
            readOnly={readOnly}
            submitAttempted={submitAttempted}
          />
        </Stack>
      </Group>
      {children.length > 0 ? (
        <Stack component="ol" gap={4} p={0} m={0} pl={{ base: 'xs', sm: 'lg' }} style={{ listStyle: 'none' }}>
          {children.map((child) => (
            <QuestionItem
              key={child.question.id}
              questionnaire={questionnaire}
              node={child}
              submitAttempted={submitAttempted}
              readOnly={readOnly}
              depth={depth + 1}
            />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
