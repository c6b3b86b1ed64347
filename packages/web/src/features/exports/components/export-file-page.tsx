import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { documentMessages } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadExport, useExportFile } from '../api/get-export';

/** Where an export's notification leads: the file when it is ready, or why it is not. */
export function ExportFilePage({ id }: { id: number }) {
  const file = useExportFile(id);
  const [pending, setPending] = useState(false);
  if (file.isPending) return <Loader aria-label="Loading the export" />;
  if (file.isError) {
    return (
      <Alert color="red" role="alert" title="This export is not available">
        {file.error.message}
      </Alert>
    );
  }
  const f = file.data;
  const download = async () => {
    setPending(true);
    try {
      await downloadExport(f);
    } catch {
      notify.error(documentMessages.downloadProblem);
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {f.file_name}
        </Title>
        {f.status === 'ready' ? (
          <>
            <Text size="sm" c="dimmed">
              Ready{f.size ? `, ${formatBytes(f.size)}` : ''}.
            </Text>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={pending}
            >
              Download
            </Button>
          </>
        ) : f.status === 'preparing' ? (
          <Text role="status">Your file is being prepared. This page updates when it is ready.</Text>
        ) : (
          <Alert color="red" role="alert">
            This export could not be made. Please export it again.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
