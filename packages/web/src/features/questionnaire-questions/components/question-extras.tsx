import { Anchor, Text, Typography } from '@mantine/core';
import type { Question } from '@portal/domain';
import { useMemo } from 'react';
import { cleanHintHtml } from './hint-html';

/**
 * The help around a question: its hint (HTML the server sanitized, cleaned again here), last year's
 * answer and the related document's link.
 */
export function QuestionExtras({ question }: { question: Question }) {
  const hint = useMemo(() => (question.hint ? cleanHintHtml(question.hint) : ''), [question.hint]);
  return (
    <>
      {hint ? (
        <Typography fz="sm" c="dimmed" p={0}>
          <div dangerouslySetInnerHTML={{ __html: hint }} />
        </Typography>
      ) : null}
      {question.prior_year_value ? <Text size="sm" c="dimmed">{`Last year: ${question.prior_year_value}`}</Text> : null}
      {question.document_link ? (
        <Anchor href={question.document_link} target="_blank" rel="noopener noreferrer" size="sm">
          Open the related document
        </Anchor>
      ) : null}
    </>
  );
}
