import { Anchor, Button, Group, List, Text } from '@mantine/core';
import type { Question, QuestionnaireDetail } from '@portal/domain';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { EntriesDialog } from './entries-dialog';
import { entriesOf, entriesSummary, type BlankEntryField } from './entries-model';
import { GlossaryText } from './glossary-text';

export interface EntriesQuestionProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  disabled: boolean;
  /** Required fields left blank inside the entries: each is named, and opens the entry at that field. */
  blanks: BlankEntryField[];
}

export const blankFieldText = (b: BlankEntryField) => `Entry ${b.entryNumber}: ${b.field.text} is blank`;

/** An entries question: how many entries there are, what is still blank in them, and the dialog to edit them. */
export function EntriesQuestion({ questionnaire, question, disabled, blanks }: EntriesQuestionProps) {
  const [open, setOpen] = useState<{ focus: number | null } | null>(null);
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
          onClick={() => setOpen({ focus: null })}
        >
          {disabled ? 'View entries' : 'Edit entries'}
        </Button>
      </Group>
      {blanks.length > 0 ? (
        <List size="sm" c="red.9" spacing={2} aria-label={`Still needed in ${question.text}`}>
          {blanks.map((b) => (
            <List.Item key={b.field.id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red.9"
                underline="always"
                onClick={() => setOpen({ focus: b.field.id })}
              >
                {blankFieldText(b)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
      <EntriesDialog
        opened={open !== null}
        focusFieldId={open?.focus ?? null}
        onClose={() => setOpen(null)}
        questionnaire={questionnaire}
        question={question}
        entries={entries}
        disabled={disabled}
      />
    </>
  );
}
