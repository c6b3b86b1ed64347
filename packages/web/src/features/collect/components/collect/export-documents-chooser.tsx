import { Alert, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useExportedDocuments } from '../../api/get-exported-documents';

/**
 * The documents an export with documents holds (get_exported_documents_list, spec 001 §7), in its
 * order, each checked; unchecking one leaves it out (documents_to_exclude).
 */
export function ExportDocumentsChooser({
  questionnaireIds,
  excluded,
  onChange,
}: {
  questionnaireIds: number[];
  excluded: number[];
  onChange: (excluded: number[]) => void;
}) {
  const docs = useExportedDocuments(questionnaireIds, true);
  if (docs.isPending) return <Skeleton h={40} />;
  if (docs.isError)
    return (
      <Alert color="red" role="alert">
        {docs.error.message}
      </Alert>
    );
  if (docs.data.length === 0)
    return (
      <Text size="sm" c="dimmed" pl="xl">
        No documents uploaded to the questionnaire(s) yet.
      </Text>
    );
  return (
    <Checkbox.Group
      label="Documents to include"
      pl="xl"
      value={docs.data.filter((d) => !excluded.includes(d.id)).map((d) => String(d.id))}
      onChange={(kept) => onChange(docs.data.filter((d) => !kept.includes(String(d.id))).map((d) => d.id))}
    >
      <Stack gap={6} mt={4} mah={220} style={{ overflowY: 'auto' }}>
        {docs.data.map((d) => (
          <Checkbox
            key={d.id}
            value={String(d.id)}
            label={d.label ? `${d.label}: ${d.name}` : d.name}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
