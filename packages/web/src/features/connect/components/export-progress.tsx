import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { documentMessages } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { downloadConnectExport } from '../api/export-download';
import { useExportProgress } from '../api/export-progress';

/** An export while its job runs (documents done of the total), then its download, or why it failed. */
export function ExportProgress({ exportId }: { exportId: number }) {
  const status = useExportProgress(exportId);
  const [pending, setPending] = useState(false);
  const s = status.data;
  if (!s || s.status === 'preparing') {
    const done = s?.done ?? 0;
    const total = s?.total ?? 0;
    return (
      <Stack gap={4}>
        <Text role="status" size="sm">
          Preparing your export: {done} of {total} documents. You will get a notification when it is ready.
        </Text>
        <Progress value={total ? (done / total) * 100 : 0} aria-label="Export progress" animated />
      </Stack>
    );
  }
  if (s.status === 'failed')
    return (
      <Alert color="red" role="alert">
        This export could not be made. Please export it again.
      </Alert>
    );
  const download = async () => {
    setPending(true);
    try {
      await downloadConnectExport(s);
    } catch {
      notify.error(documentMessages.downloadProblem);
    } finally {
      setPending(false);
    }
  };
  return (
    <Group gap="sm">
      <Text role="status" size="sm">
        Your export is ready: {s.file_name}
      </Text>
      <Button leftSection={<IconDownload size={16} aria-hidden />} loading={pending} onClick={() => void download()}>
        Download {s.file_name}
      </Button>
    </Group>
  );
}
