import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { importFileTypeLabels } from '@portal/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { formatBytes, formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadImportFile, importFileDownloadUrl } from '../api/download-import-file';
import { useImportFiles, type ImportFile } from '../api/list-import-files';

const listTypeLabel = { individuals: 'Individuals', entities: 'Entities' } as const;

/** What was said about the file when it was uploaded, in the order people look for it. */
function details(f: ImportFile): string[] {
  const parts: string[] = [];
  if (f.document_name) parts.push(f.document_name);
  if (f.list_type) parts.push(listTypeLabel[f.list_type]);
  if (f.tax_software) parts.push(f.tax_software);
  if (f.year) parts.push(`Tax year ${f.year}`);
  return parts;
}

function download(f: ImportFile) {
  downloadImportFile(f).catch((e: unknown) =>
    notify.error(e instanceof Error ? e.message : String(e), `Could not download ${f.file_name}`),
  );
}

/** The import files the firm uploaded (newest 50), each downloadable. */
export function UploadedFilesTable() {
  const files = useImportFiles();
  const rows = files.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="uploaded-files-heading">
      <Title order={2} size="h3" id="uploaded-files-heading">
        Uploaded files
      </Title>
      {files.isError ? (
        <Alert color="red" variant="light" role="alert">
          {files.error.message}
        </Alert>
      ) : files.isPending ? (
        <Text size="sm">Loading…</Text>
      ) : rows.length === 0 ? (
        <EmptyState
          title="No files uploaded yet"
          description="Choose Upload import file to send a client list, rollover items or another document; it will be listed here."
          icon={<IconFileUpload aria-hidden stroke={1.5} />}
        />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table aria-labelledby="uploaded-files-heading" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>Uploaded by</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((f) => (
                <Table.Tr key={f.id} data-import-file-id={f.id}>
                  <Table.Td>{importFileTypeLabels[f.document_type]}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={importFileDownloadUrl(f.id)}
                      aria-label={`Download ${f.file_name}`}
                      onClick={(e) => {
                        e.preventDefault();
                        download(f);
                      }}
                    >
                      {f.file_name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatBytes(f.size)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {details(f).join(' · ')}
                    {f.comment ? (
                      <Text size="xs" c="dimmed">
                        {f.comment}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{f.uploaded_by ?? ''}</Table.Td>
                  <Table.Td>{formatDate(f.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
