import { Button, Group } from '@mantine/core';
import { documentMessages, type Message } from '@portal/domain';
import { IconPaperclip } from '@tabler/icons-react';
import { notify } from '../../../../lib/notify';
import { attachmentLink } from '../../api/attachment-link';

/** A message's files: each opens through a fresh short-lived link, in a new tab. */
export function MessageAttachments({ attachments }: { attachments: Message['attachments'] }) {
  if (attachments.length === 0) return null;
  const open = async (id: number) => {
    try {
      const { url } = await attachmentLink(id);
      window.open(`${url}&inline=true`, '_blank', 'noopener');
    } catch {
      notify.error(documentMessages.downloadProblem);
    }
  };
  return (
    <Group gap={6} mt={6} aria-label="Attachments">
      {attachments.map((a) => (
        <Button
          key={a.id}
          size="compact-xs"
          variant="light"
          leftSection={<IconPaperclip size={12} aria-hidden />}
          onClick={() => void open(a.id)}
        >
          {a.name}
        </Button>
      ))}
    </Group>
  );
}
