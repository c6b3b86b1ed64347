import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconFileUpload, IconPlus, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useRolloverItems, useRolloverMutations } from '../api/rollover-items';
import { PriorYearDocumentUpload } from './prior-year-document-upload';
import { RolloverCsvImport } from './rollover-csv-import';
import { RolloverItemForm } from './rollover-item-form';
import { RolloverItemRow } from './rollover-item-row';

export const NO_ROLLOVER_ITEMS = 'No rollover items yet';

/**
 * An entity's rollover (prior-year) items on its dashboard (spec 001 §3, issue 8 item 6): the
 * documents of one year that next year's questionnaire asks for again, unless turned off.
 */
export function RolloverItemsPanel({ companyId }: { companyId: number }) {
  const list = useRolloverItems(companyId);
  const m = useRolloverMutations(companyId);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const items = list.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rollover-items-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title id="rollover-items-title" order={2} size="h4">
          Rollover items
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileUpload size={14} aria-hidden />}
            onClick={() => setUploading((v) => !v)}
            aria-expanded={uploading}
          >
            Upload prior-year document
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={14} aria-hidden />}
            onClick={() => setImporting((v) => !v)}
            aria-expanded={importing}
          >
            Import CSV
          </Button>
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            Add item
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        {uploading ? <PriorYearDocumentUpload companyId={companyId} onClose={() => setUploading(false)} /> : null}
        {importing ? <RolloverCsvImport m={m} onClose={() => setImporting(false)} /> : null}
        {adding ? (
          <RolloverItemForm
            pending={m.create.isPending}
            onCancel={() => setAdding(false)}
            onSave={(input) =>
              m.create.mutate(input, {
                onSuccess: (r) => {
                  notify.success(r.message);
                  setAdding(false);
                },
                onError: (e) => notify.error(e.message),
              })
            }
          />
        ) : null}
        {list.isPending ? (
          <Skeleton h={20} role="status" aria-label="Loading rollover items" />
        ) : list.isError ? (
          <Text size="sm" c="red.8">
            The rollover items could not be loaded. {list.error.message}
          </Text>
        ) : items.length === 0 ? (
          <EmptyState
            title={NO_ROLLOVER_ITEMS}
            icon={<IconRotateClockwise aria-hidden stroke={1.5} />}
            description="Add the documents this entity provided last year, or import a rollover CSV: next year's questionnaire asks for them again."
          />
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Rollover items">
            {items.map((item) => (
              <RolloverItemRow key={item.id} item={item} m={m} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
