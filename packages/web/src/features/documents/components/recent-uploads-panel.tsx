import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useRecentUploads } from '../api/list-recent-uploads';

/**
 * Documents uploaded outside questionnaires in the last 3 months (spec 002 §7 from3MonthsAgo), each
 * opening in the entity's documents.
 */
export function RecentUploadsPanel({
  companyId,
  documentsPath,
  action,
}: {
  companyId: number;
  documentsPath: string;
  /** Something to do with each document (the questionnaire preview's Attach). */
  action?: (document: DocumentItem) => ReactNode;
}) {
  const recent = useRecentUploads(companyId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-uploads-title">
      <Title id="recent-uploads-title" order={2} size="h4" mb="xs">
        Recent uploads
      </Title>
      {recent.isPending ? (
        <Skeleton h={20} role="status" aria-label="Loading recent uploads" />
      ) : recent.isError ? (
        <Text size="sm" c="red.8">
          {recent.error.message}
        </Text>
      ) : recent.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was uploaded outside questionnaires in the last 3 months.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recent.data.slice(0, 20).map((d) => (
            <Group key={d.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`${documentsPath}?${new URLSearchParams({ path: d.folder_path, file: d.name })}`}
                size="sm"
                truncate
              >
                {d.name}
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {d.folder_path} · {formatDate(d.created_at)}
                </Text>
                {action?.(d)}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
