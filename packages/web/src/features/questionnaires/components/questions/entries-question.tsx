import { Button, Group, Text } from '@mantine/core';
import type { Question, QuestionnaireDetail } from '@portal/domain';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { EntriesDialog } from './entries-dialog';
import { entriesOf, entriesSummary } from './entries-model';
import { GlossaryText } from './glossary-text';

export interface EntriesQuestionProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  disabled: boolean;
}

/** An entries question: how many entries there are, and the dialog where they are edited. */
export function EntriesQuestion({ questionnaire, question, disabled }: EntriesQuestionProps) {
  const [open, setOpen] = useState(false);
  const entries = entriesOf(questionnaire.questionnaire_questions, question.id);
  return (
    <>
      <Text fw={500} size="sm">
        <GlossaryText text={question.text} />
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {entriesSummary(entries.length)}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconListDetails size={14} aria-hidden />}
          aria-label={`${disabled ? 'View' : 'Edit'} entries: ${question.text}`}
          onClick={() => setOpen(true)}
        >
          {disabled ? 'View entries' : 'Edit entries'}
        </Button>
      </Group>
      <EntriesDialog
        opened={open}
        onClose={() => setOpen(false)}
        questionnaire={questionnaire}
        question={question}
        entries={entries}
        disabled={disabled}
      />
    </>
  );
}
