import { Button, Group, Stack, Text } from '@mantine/core';
import { engagementLetterSchema, questionAdminMessages, signatureStatus, type Section } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { RichTextInput } from '../../../../components/lazy-rich-text-input';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useUpdateEngagementLetter } from '../../api/engagement-letter';

/** The dialog, mounted while open so each opening starts from the letter as it stands. */
function EngagementLetterDialog({
  questionnaireId,
  section,
  onClose,
}: {
  questionnaireId: number;
  section: Section;
  onClose: () => void;
}) {
  const [text, setText] = useState(section.instruction ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateEngagementLetter(questionnaireId, section.id);
  const save = () => {
    const parsed = engagementLetterSchema.safeParse({ instruction: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: (res) => {
        notify.success(res.message);
        onClose();
      },
      onError: (err) => notify.error(isApiError(err) ? err.message : 'Something went wrong'),
    });
  };
  return (
    <AppModal opened onClose={onClose} title="Edit engagement letter" size="xl">
      <Stack gap="sm">
        <RichTextInput
          label="Engagement letter"
          description="Only this client's questionnaire changes; the template keeps its letter."
          value={text}
          onChange={setText}
          error={error}
          minHeight={240}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * The firm rewrites a client's engagement letter from the preview (spec 001 §8 'Engagement letter
 * updated'). A signature covers the text it was given on, so once anyone has signed the button is
 * disabled and says why (the server refuses it too).
 */
export function EngagementLetterEditor({ questionnaireId, section }: { questionnaireId: number; section: Section }) {
  const [open, setOpen] = useState(false);
  const signed = section.engagement_signatures.some((s) => signatureStatus(s) === 'signed');
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          disabled={signed}
          onClick={() => setOpen(true)}
        >
          Edit engagement letter
        </Button>
        {signed ? (
          <Text size="xs" c="dimmed">
            {questionAdminMessages.letterSigned}
          </Text>
        ) : null}
      </Group>
      {open ? (
        <EngagementLetterDialog questionnaireId={questionnaireId} section={section} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
