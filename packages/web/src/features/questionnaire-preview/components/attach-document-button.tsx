import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { DocumentItem, QuestionnaireDetail } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAttachDocument } from '../api/attach-document';

/**
 * Attach (spec 001 §2 Unattached tab, §7 attach_to_questionnaire): gives a document the entity uploaded outside
 * questionnaires to one of this questionnaire's upload questions, and the document option it is when the
 * question has options. `onAttached` lets the page refresh its list of unattached documents.
 */
export function AttachDocumentButton({
  questionnaire,
  document,
  onAttached,
}: {
  questionnaire: QuestionnaireDetail;
  document: DocumentItem;
  onAttached: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [option, setOption] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const attach = useAttachDocument(questionnaire.id);
  const uploads = questionnaire.questionnaire_questions.filter((q) => q.question_type === 'upload');
  const chosen = uploads.find((q) => String(q.id) === questionId);
  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const submit = () => {
    if (!chosen) return setError('Choose the question the document answers');
    if (chosen.options.length && !option) return setError('Choose which document it is');
    attach.mutate(
      { question_id: chosen.id, document_id: document.id, selected_option: chosen.options.length ? option : null },
      {
        onSuccess: () => {
          close();
          onAttached();
          notify.success(`${document.name} attached to "${chosen.text}"`);
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'The document could not be attached'),
      },
    );
  };
  if (uploads.length === 0) return null;
  return (
    <>
      <Button size="compact-xs" variant="light" aria-label={`Attach ${document.name}`} onClick={() => setOpened(true)}>
        Attach
      </Button>
      <AppModal opened={opened} onClose={close} title="Attach to questionnaire">
        <Stack gap="sm">
          <Text size="sm">
            <strong>{document.name}</strong> will answer an upload question of {questionnaire.name}. The file stays in
            its folder.
          </Text>
          <Select
            label="Question"
            placeholder="Choose a question"
            data={uploads.map((q) => ({ value: String(q.id), label: q.text }))}
            value={questionId}
            onChange={(v) => {
              setQuestionId(v);
              setOption(null);
            }}
            comboboxProps={{ withinPortal: false }}
          />
          {chosen && chosen.options.length > 0 ? (
            <Select
              label="Document"
              placeholder="Which document is it?"
              data={chosen.options}
              value={option}
              onChange={setOption}
              comboboxProps={{ withinPortal: false }}
            />
          ) : null}
          {error ? (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={attach.isPending} onClick={submit}>
              Attach
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
