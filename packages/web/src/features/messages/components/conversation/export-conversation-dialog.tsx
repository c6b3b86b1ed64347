import { Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { EXPORT_TIMEFRAMES, messageMessages, type ExportTimeframe } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { exportConversationCsv, queueConversationPdf } from '../../api/export-conversation';

const timeframeLabels: Record<ExportTimeframe, string> = {
  all_time: 'All time',
  last_week: 'Last week',
  last_month: 'Last month',
  last_quarter: 'Last quarter',
  last_year: 'Last year',
};

export interface ExportConversationDialogProps {
  opened: boolean;
  conversationId: number;
  onClose: () => void;
}

/** Export Conversation: CSV (saved at once) or PDF (made in the background), for a timeframe. */
export function ExportConversationDialog({ opened, conversationId, onClose }: ExportConversationDialogProps) {
  const [timeframe, setTimeframe] = useState<ExportTimeframe>('all_time');
  const [format, setFormat] = useState<'csv' | 'pdf'>('csv');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      if (format === 'pdf') {
        // Made in the background: the server says so, and a notification brings the file.
        notify.success((await queueConversationPdf(conversationId, timeframe)).message);
      } else {
        await exportConversationCsv(conversationId, timeframe);
        notify.success(messageMessages.exported);
      }
      onClose();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : messageMessages.downloadFailed);
    } finally {
      setPending(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={onClose} title="Export Conversation">
      <Stack gap="sm">
        <Radio.Group label="Format" value={format} onChange={(v) => setFormat(v === 'pdf' ? 'pdf' : 'csv')}>
          <Stack gap={6} mt={4}>
            <Radio value="csv" label="CSV" description="Downloads now." />
            <Radio value="pdf" label="PDF" description="Prepared in the background; a notification brings it." />
          </Stack>
        </Radio.Group>
        <Select
          label="Timeframe"
          data={EXPORT_TIMEFRAMES.map((t) => ({ value: t, label: timeframeLabels[t] }))}
          value={timeframe}
          onChange={(v) => setTimeframe((v as ExportTimeframe | null) ?? 'all_time')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          The file lists each message with its time, author and text.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={pending}>
            Export
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
