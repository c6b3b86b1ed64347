import { Button } from '@mantine/core';
import { questionAdminMessages, type Question } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteQuestion } from '../api/delete-question';

/**
 * Delete Question (spec 001 §2, §8): the firm removes a question from this client's questionnaire, after
 * confirming. The toast is the server's 'Question deleted successfully'.
 */
export function DeleteQuestionButton({ questionnaireId, question }: { questionnaireId: number; question: Question }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteQuestion(questionnaireId);
  const confirm = () =>
    remove.mutate(question.id, {
      onSuccess: (res) => {
        setConfirming(false);
        notify.success(res.message);
      },
      onError: (err) => {
        setConfirming(false);
        notify.error(isApiError(err) ? err.message : 'Something went wrong');
      },
    });
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        // The subtle variant draws its text in the light red, too faint on white (axe color-contrast).
        c="red.9"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Delete question: ${question.text}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete Question"
        message={questionAdminMessages.confirmDeleteQuestion}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
