import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { QuestionDocument, Question, QuestionnaireDetail } from '@portal/domain';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';
import { deleteQuestionDocument } from '../api/upload-question-document';

export interface UploadedDocumentsProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  disabled: boolean;
}

/** The files uploaded for a question, each removable after a confirmation. */
export function UploadedDocuments({ questionnaire, question, disabled }: UploadedDocumentsProps) {
  const applyChange = useApplyChange(questionnaire.id);
  const [removing, setRemoving] = useState<QuestionDocument | null>(null);
  const remove = useMutation({
    mutationFn: (doc: QuestionDocument) => deleteQuestionDocument(questionnaire.id, question.id, doc.id),
    onSuccess: (change) => {
      applyChange(change);
      setRemoving(null);
    },
    onError: (e) => notify.error(e.message),
  });
  if (question.documents.length === 0) return null;
  return (
    <>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploaded documents">
        {question.documents.map((doc) => (
          <Group component="li" key={doc.id} gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFile size={16} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {doc.name}
                </Text>
                {doc.selected_option ? (
                  <Text size="xs" c="dimmed">
                    {doc.selected_option}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            {disabled ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${doc.name}`}
                onClick={() => setRemoving(doc)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove document"
        message={`Remove ${removing?.name ?? 'this document'} from this question?`}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
