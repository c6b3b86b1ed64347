import { Button, Group, Select, Stack, Switch, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { MESSAGE_TAGS, messageMessages, messageTagLabels, type MessageTag } from '@portal/domain';
import { IconClock, IconPaperclip, IconSend, IconSparkles } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { notify } from '../../../../lib/notify';
import { useSendMessage } from '../../api/send-message';
import { MessageEditor } from './message-editor';
import { plainTextOf } from './sanitize-html';
import { ScheduleDialog } from './schedule-dialog';

export const ATTACH_LATER = 'Attaching documents arrives with the documents feature.';
export const AI_LATER = 'AI responses are not configured for this firm yet.';

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
}

/** The footer: rich text, auto-remind, tag, Schedule, Attach, AI response and Send (Ctrl/Cmd+Enter). */
export function Composer({ conversationId, threadId, audience, tagsDisabled, disabledReason, compact }: ComposerProps) {
  const [text, setText] = useState('');
  const [tag, setTag] = useState<MessageTag>('general');
  const [remind, setRemind] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const send = useSendMessage(conversationId);
  const disabled = disabledReason !== null;
  const errorId = useId();

  const submit = (scheduledTime?: Date) => {
    if (disabled || send.isPending) return;
    if (!plainTextOf(text)) {
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
      },
      {
        onSuccess: () => {
          setText('');
          setTag('general');
          setScheduling(false);
        },
        // The text stays in the editor so nothing typed is lost.
        onError: (e) => notify.error(e.message),
      },
    );
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
              <LaterButton label="Attach" hint={ATTACH_LATER} icon={<IconPaperclip size={14} aria-hidden />} />
              <LaterButton label="AI response" hint={AI_LATER} icon={<IconSparkles size={14} aria-hidden />} />
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
