import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ConnectExportFormat, ExportableDocument } from '@portal/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useExportableDocuments } from '../api/export-exportable-documents';
import { useStartExport } from '../api/export-start';
import { ExportDocumentsList } from './export-documents-list';
import { ExportProgress } from './export-progress';
import { useTaxYear } from './tax-year-select';

export const NO_EXPORTABLE_DOCUMENTS = 'No exportable documents found for this entity';

export interface ExportDocumentsPanelProps {
  company: { id: number; name: string; hashId?: string };
  /** Today, for the default tax year (the season being prepared). */
  now?: () => Date;
}

/**
 * Connect (spec 000 §2): an Individual entity's exportable documents of a tax year in the company's export
 * order; the reviewer leaves documents out or moves them, then exports them as one PDF with a contents page or
 * as a zip, made in the background.
 */
export function ExportDocumentsPanel({ company, now = () => new Date() }: ExportDocumentsPanelProps) {
  const { year, select } = useTaxYear(now);
  const documents = useExportableDocuments(company.id, year);
  return (
    <Stack gap="md">
      {select}
      {documents.isPending ? (
        <Loader aria-label="Loading the exportable documents" />
      ) : documents.isError ? (
        <Alert color="red" role="alert">
          {documents.error.message}
        </Alert>
      ) : documents.data.length === 0 ? (
        <EmptyExport company={company} year={year} />
      ) : (
        <ReviewAndExport key={`${company.id}-${year}`} company={company} year={year} documents={documents.data} />
      )}
    </Stack>
  );
}

/** Nothing to export yet: says where exportable documents come from. */
function EmptyExport({ company, year }: { company: ExportDocumentsPanelProps['company']; year: number }) {
  return (
    <Stack gap={4}>
      <Text fw={500}>{NO_EXPORTABLE_DOCUMENTS}</Text>
      <Text size="sm" c="dimmed">
        Documents appear here once the bulk upload processor has split and filed the client’s {year} tax documents.
        Upload a scan to the entity’s documents (or ask the client to upload it to a questionnaire), process it, and its
        W-2s, 1099s and other forms are listed here in tax-form order.
      </Text>
      {company.hashId ? (
        <Anchor component={Link} to={`/admin/${company.hashId}/documents`} size="sm">
          Open {company.name}’s documents
        </Anchor>
      ) : null}
    </Stack>
  );
}

function ReviewAndExport({
  company,
  year,
  documents,
}: {
  company: ExportDocumentsPanelProps['company'];
  year: number;
  documents: ExportableDocument[];
}) {
  const [order, setOrder] = useState(() => documents.map((d) => d.document_id));
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [exportId, setExportId] = useState<number | null>(null);
  const start = useStartExport();
  const byId = useMemo(() => new Map(documents.map((d) => [d.document_id, d])), [documents]);
  const ordered = order.map((id) => byId.get(id)!).filter(Boolean);
  const included = order.filter((id) => !excluded.has(id));

  const toggle = (id: number) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const move = (id: number, by: -1 | 1) =>
    setOrder((prev) => {
      const from = prev.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= prev.length) return prev;
      const next = [...prev];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  const exportAs = (format: ConnectExportFormat) =>
    start.mutate(
      { company_id: company.id, year, format, document_ids: included },
      {
        onSuccess: (r) => {
          setExportId(r.export_id);
          notify.success(r.message);
        },
        onError: (e) => notify.error(e.message),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {included.length} of {documents.length} documents will be exported, in this order.
      </Text>
      <ExportDocumentsList documents={ordered} excluded={excluded} onToggle={toggle} onMove={move} />
      <Group gap="sm">
        <Button onClick={() => exportAs('pdf')} disabled={!included.length} loading={start.isPending}>
          Export PDF
        </Button>
        <Button variant="default" onClick={() => exportAs('zip')} disabled={!included.length} loading={start.isPending}>
          Export zip
        </Button>
      </Group>
      {exportId !== null ? <ExportProgress key={exportId} exportId={exportId} /> : null}
    </Stack>
  );
}
