import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  documentMessages,
  MAX_UPLOAD_BYTES,
  MESSAGE_TAGS,
  messageMessages,
  messageTagLabels,
  type MessageTag,
} from '@portal/domain';
import { IconClock, IconPaperclip, IconSend, IconSparkles } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { generateResponse, useAiStatus } from '../../api/ai-response';
import { useSendMessage } from '../../api/send-message';
import { uploadAttachment } from '../../api/upload-attachment';
import { MessageEditor } from './message-editor';
import { plainTextOf } from './sanitize-html';
import { ScheduleDialog } from './schedule-dialog';

export const AI_LATER = messageMessages.aiNotConfigured;

interface Attachment {
  id: number;
  name: string;
}

/** A plain-text draft as editor paragraphs (the draft is text; the editor holds HTML). */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

const tagOptions = MESSAGE_TAGS.map((t) => ({ value: t, label: messageTagLabels[t] }));

export interface ComposerProps {
  conversationId: number;
  /** Set in the thread panel: replies go to this thread. */
  threadId?: number;
  audience: 'staff' | 'client';
  tagsDisabled: boolean;
  /** Why nothing can be sent here (read-only, archived, not in the conversation); null when sending is allowed. */
  disabledReason: string | null;
  /** The thread panel's composer has only the editor, the tag and Send. */
  compact?: boolean;
  /** The entity whose /Attachments folder takes attached files; null when there is none. */
  companyId?: number | null;
}

/** The footer: rich text, auto-remind, tag, Schedule, Attach, AI response and Send (Ctrl/Cmd+Enter). */
export function Composer({
  conversationId,
  threadId,
  audience,
  tagsDisabled,
  disabledReason,
  compact,
  companyId = null,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState<number | null>(null);
  const [drafting, setDrafting] = useState(false);
  const ai = useAiStatus(audience === 'staff' && !compact);
  const [tag, setTag] = useState<MessageTag>('general');
  const [remind, setRemind] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const send = useSendMessage(conversationId);
  const disabled = disabledReason !== null;
  const errorId = useId();

  const submit = (scheduledTime?: Date) => {
    if (disabled || send.isPending) return;
    if (!plainTextOf(text) && attachments.length === 0) {
      setError(messageMessages.enterMessage);
      return;
    }
    setError(null);
    send.mutate(
      {
        text,
        message_tag: tagsDisabled ? 'general' : tag,
        has_reminder: audience === 'staff' && !compact && remind,
        message_thread_id: threadId ?? null,
        scheduled_time: scheduledTime ? scheduledTime.toISOString() : null,
        attachment_ids: attachments.map((a) => a.id),
      },
      {
        onSuccess: () => {
          setText('');
          setAttachments([]);
          setTag('general');
          setScheduling(false);
        },
        // The text stays in the editor so nothing typed is lost.
        onError: (e) => notify.error(e.message),
      },
    );
  };

  const attach = async (files: File[]) => {
    if (companyId === null) {
      notify.error(documentMessages.uploadRefresh);
      return;
    }
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) {
        notify.error(`${file.name} is larger than 150 MB`);
        continue;
      }
      setUploading(0);
      try {
        const answer = await uploadAttachment(companyId, file, (p) => setUploading(p.percent));
        if (answer.document) {
          const doc = answer.document;
          setAttachments((a) => [...a, { id: doc.id, name: doc.name }]);
        } else notify.error(answer.error ?? documentMessages.invalidFiles);
      } catch (e) {
        notify.error(isApiError(e) ? e.message : documentMessages.uploadFailed);
      } finally {
        setUploading(null);
      }
    }
  };

  const draft = async () => {
    setDrafting(true);
    try {
      const { message } = await generateResponse(conversationId);
      // A draft only: it goes into the editor, and nothing is sent until Send is pressed.
      setText(paragraphs(message));
    } catch (e) {
      notify.error(isApiError(e) ? e.message : messageMessages.generateFailed);
    } finally {
      setDrafting(false);
    }
  };

  return (
    <Stack gap={6} component="section" aria-label={threadId ? 'Reply to thread' : 'New message'}>
      {disabledReason ? (
        <Text size="sm" c="dimmed" role="note">
          {disabledReason}
        </Text>
      ) : null}
      <MessageEditor
        label={threadId ? 'Reply' : 'Message'}
        value={text}
        onChange={(html) => {
          setText(html);
          if (error) setError(null);
        }}
        onSubmit={() => submit()}
        disabled={disabled}
        minHeight={compact ? 56 : 72}
      />
      {attachments.length || uploading !== null ? (
        <Stack gap={4} aria-label="Attachments">
          {attachments.map((a) => (
            <Group key={a.id} gap={4} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="sm" truncate>
                {a.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${a.name}`}
                onClick={() => setAttachments((list) => list.filter((x) => x.id !== a.id))}
              />
            </Group>
          ))}
          {uploading !== null ? <Progress value={uploading} size="sm" aria-label="Uploading attachment" /> : null}
        </Stack>
      ) : null}
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {audience === 'staff' && !compact ? (
            <Switch
              label="Auto-remind"
              checked={remind}
              disabled={disabled}
              onChange={(e) => setRemind(e.currentTarget.checked)}
              title="Remind the client every 3 days for a month until they reply"
            />
          ) : null}
          {!tagsDisabled ? (
            <Select
              aria-label="Message tag"
              data={tagOptions}
              value={tag}
              onChange={(v) => setTag((v as MessageTag | null) ?? 'general')}
              allowDeselect={false}
              disabled={disabled}
              size="xs"
              w={130}
            />
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {!compact ? (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconClock size={14} aria-hidden />}
                disabled={disabled}
                onClick={() => setScheduling(true)}
              >
                Schedule
              </Button>
              <FileButton multiple onChange={(files) => void attach(files)} disabled={disabled}>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="default"
                    leftSection={<IconPaperclip size={14} aria-hidden />}
                    disabled={disabled}
                    loading={uploading !== null}
                  >
                    Attach
                  </Button>
                )}
              </FileButton>
              {audience === 'staff' ? (
                ai.data?.configured ? (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconSparkles size={14} aria-hidden />}
                    disabled={disabled}
                    loading={drafting}
                    onClick={() => void draft()}
                  >
                    AI response
                  </Button>
                ) : (
                  <LaterButton label="AI response" hint={AI_LATER} icon={<IconSparkles size={14} aria-hidden />} />
                )
              ) : null}
            </>
          ) : null}
          <Button
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            disabled={disabled}
            loading={send.isPending}
            onClick={() => submit()}
            title="Send (Ctrl+Enter)"
          >
            Send
          </Button>
        </Group>
      </Group>
      {!compact ? (
        <ScheduleDialog
          opened={scheduling}
          title="Schedule Message"
          confirmLabel="Schedule"
          pending={send.isPending}
          onConfirm={(time) => submit(time)}
          onClose={() => setScheduling(false)}
        />
      ) : null}
    </Stack>
  );
}

/** A control of a later feature: focusable, announced as unavailable, with a tooltip saying why. */
function LaterButton({ label, hint, icon }: { label: string; hint: string; icon: ReactNode }) {
  const hintId = useId();
  return (
    <>
      <Tooltip label={hint} withArrow multiline w={240}>
        <Button
          size="xs"
          variant="default"
          leftSection={icon}
          data-disabled
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(e) => e.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
    </>
  );
}
