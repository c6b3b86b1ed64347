import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { MAX_OPEN_ITEMS, firmActionMessages, sendOpenItemsSchema, type OpenItem } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { sendOpenItems } from '../../api/open-items';
import { useRefreshQuestionnaireLists } from '../../api/questionnaire-actions';

const blank = (): OpenItem => ({ text: '', question_type: 'upload' });
const TYPES = [
  { value: 'upload', label: 'Upload a document' },
  { value: 'text', label: 'Text answer' },
];

export interface RequestItemsDialogProps {
  questionnaireId: number;
  onClose: () => void;
}

/**
 * Request Additional Items (spec 001 §2): rows of an item and how the client answers it. Mounted while
 * open, so each opening starts with one empty row.
 */
export function RequestItemsDialog({ questionnaireId, onClose }: RequestItemsDialogProps) {
  const [items, setItems] = useState<OpenItem[]>([blank()]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const refresh = useRefreshQuestionnaireLists();
  const send = useMutation({
    mutationFn: (valid: OpenItem[]) => sendOpenItems(questionnaireId, valid),
    onSuccess: () => {
      notify.success(firmActionMessages.additionalItemsRequested);
      void refresh();
      onClose();
    },
    onError: (e) => notify.error(e.message),
  });
  const change = (i: number, patch: Partial<OpenItem>) =>
    setItems(items.map((it, n) => (n === i ? { ...it, ...patch } : it)));
  const submit = () => {
    const parsed = sendOpenItemsSchema.safeParse({ questionnaire_id: questionnaireId, items });
    if (parsed.success) return send.mutate(parsed.data.items);
    setErrors(
      Object.fromEntries(
        parsed.error.issues
          .filter((i) => i.path[0] === 'items' && typeof i.path[1] === 'number')
          .map((i) => [i.path[1], i.message]),
      ),
    );
  };
  return (
    <AppModal opened onClose={onClose} title="Request Additional Items" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The client is told by email or text and finds these in the Additional Items section. A completed or submitted
          questionnaire opens again.
        </Text>
        {items.map((item, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 14rem' }}
              label={`Item ${i + 1}`}
              required
              value={item.text}
              error={errors[i]}
              onChange={(e) => change(i, { text: e.currentTarget.value })}
            />
            <Select
              style={{ flex: '0 1 11rem' }}
              label={`Item ${i + 1} type`}
              data={TYPES}
              allowDeselect={false}
              value={item.question_type}
              onChange={(v) => change(i, { question_type: (v ?? 'upload') as OpenItem['question_type'] })}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red.9"
              aria-label={`Remove item ${i + 1}`}
              disabled={items.length === 1}
              onClick={() => setItems(items.filter((_, n) => n !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={items.length >= MAX_OPEN_ITEMS}
            onClick={() => setItems([...items, blank()])}
          >
            Add item
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={submit}>
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
