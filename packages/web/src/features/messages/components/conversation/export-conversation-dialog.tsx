import { Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { EXPORT_TIMEFRAMES, messageMessages, type ExportTimeframe } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { exportConversationCsv } from '../../api/export-conversation';

export const PDF_LATER = 'PDF export is not available yet; it arrives with documents.';

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

/** Export Conversation: a format (CSV now, PDF later) and a timeframe; the CSV is saved by the browser. */
export function ExportConversationDialog({ opened, conversationId, onClose }: ExportConversationDialogProps) {
  const [timeframe, setTimeframe] = useState<ExportTimeframe>('all_time');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await exportConversationCsv(conversationId, timeframe);
      notify.success(messageMessages.exported);
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
        <Radio.Group label="Format" value="csv">
          <Stack gap={6} mt={4}>
            <Radio value="csv" label="CSV" />
            <Radio value="pdf" label="PDF" disabled description={PDF_LATER} />
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
