import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { previewActionMessages, restoreDocumentsSchema } from '@portal/domain';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRemovedDocuments, useRestoreDocuments } from '../api/restore-documents';

/**
 * Restore documents (spec 001 §2 restore document, §6, §8): the files removed from the questionnaire's
 * questions, each with a checkbox; Restore puts the chosen ones back in their folder and question.
 */
export function RemovedDocumentsPanel({ questionnaireId }: { questionnaireId: number }) {
  const removed = useRemovedDocuments(questionnaireId);
  const restore = useRestoreDocuments(questionnaireId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = restoreDocumentsSchema.safeParse({ document_ids: chosen.map(Number) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    restore.mutate(parsed.data.document_ids, {
      onSuccess: (res) => {
        setChosen([]);
        notify.success(res.message);
      },
      onError: (err) => notify.error(isApiError(err) ? err.message : previewActionMessages.restoreDocumentsFailed),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="removed-documents-title">
      <Title id="removed-documents-title" order={2} size="h4" mb="sm">
        Removed documents
      </Title>
      {removed.isPending ? (
        <Skeleton h={40} />
      ) : removed.isError ? (
        <Alert color="red" role="alert">
          {removed.error.message}
        </Alert>
      ) : removed.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {previewActionMessages.noDeletedDocuments}
        </Text>
      ) : (
        <Stack gap="sm">
          <Checkbox.Group label="Documents to restore" value={chosen} onChange={setChosen} error={error}>
            <Stack gap="xs" mt="xs">
              {removed.data.map((d) => (
                <Checkbox
                  key={d.id}
                  value={String(d.id)}
                  label={d.name}
                  description={[d.question_text, `Removed ${formatDate(d.deleted_at)}`].filter(Boolean).join(' · ')}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden />}
              loading={restore.isPending}
              onClick={submit}
            >
              Restore
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
