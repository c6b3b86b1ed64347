import { Button, Center, Loader, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentFileKeys, fetchDocumentBytes } from '../api/get-document-link';
import { PreviewProblem } from './preview-problem';
import { UnsupportedPreview } from './unsupported-preview';

export const sheetMessages = {
  unreadable: 'This spreadsheet could not be read. Download it to open it.',
  tooLarge: 'This spreadsheet is too large to preview. Download it to open it.',
  empty: 'This sheet is empty.',
  truncated: (rows: number, columns: number) =>
    `Showing the first ${rows.toLocaleString('en-US')} rows and ${columns} columns. Download the file to see all of it.`,
};

/**
 * Files larger than this are not read in the browser: reading runs on the page's thread, and a file this
 * size already takes a second or more just to unpack.
 */
export const SPREADSHEET_PREVIEW_MAX_BYTES = 30 * 1024 * 1024;

/** Rows drawn at a time: a big sheet is thousands of cells, so more come only when asked for. */
const ROWS_PER_PAGE = 500;

interface SheetView {
  name: string;
  /** From A1 to the last cell, blank rows included. */
  grid: string[][];
  /** Column letters: A, B, ... */
  columns: string[];
  truncated: boolean;
}

/** An OLE2 compound file: what an .xls is, for a file whose type was not recorded. */
const isCompoundFile = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/**
 * The workbook read in the browser. The readers load only when a spreadsheet is opened, each in its own
 * chunk: lib/xls.ts for an old binary .xls, lib/xlsx.ts otherwise.
 */
async function loadSheets(
  queryClient: ReturnType<typeof useQueryClient>,
  documentId: number,
  fileType: string | null | undefined,
  signal: AbortSignal,
) {
  const bytes = await fetchDocumentBytes(queryClient, documentId, signal);
  // The size recorded on upload was under the limit (or unknown): the bytes themselves are the last word.
  if (bytes.length > SPREADSHEET_PREVIEW_MAX_BYTES) throw new Error(sheetMessages.tooLarge);
  const binary = fileType ? fileType.toLowerCase() === 'xls' : isCompoundFile(bytes);
  const [xlsx, xls] = await Promise.all([
    import('../../../lib/xlsx'),
    binary ? import('../../../lib/xls') : Promise.resolve(null),
  ]);
  try {
    // One budget of cells for the whole workbook, and only the sheets shown: visible ones, or the hidden
    // ones when none is visible.
    const limits = {
      maxRows: xlsx.PREVIEW_MAX_ROWS,
      maxColumns: xlsx.PREVIEW_MAX_COLUMNS,
      maxCells: xlsx.PREVIEW_MAX_CELLS,
      skipHidden: true,
    };
    const all = xls ? xls.readXlsWorkbook(bytes, limits) : xlsx.readWorkbook(bytes, limits);
    const visible = all.filter((s) => !s.hidden);
    const sheets = (visible.length ? visible : all).map((sheet): SheetView => ({
      name: sheet.name,
      grid: xlsx.sheetGrid(sheet),
      columns: Array.from({ length: sheet.columnCount }, (_, i) => xlsx.columnName(i)),
      truncated: sheet.truncated,
    }));
    return { sheets, maxRows: xlsx.PREVIEW_MAX_ROWS, maxColumns: xlsx.PREVIEW_MAX_COLUMNS };
  } catch (e) {
    throw new Error(sheetMessages.unreadable, { cause: e });
  }
}

/**
 * A workbook's sheets as tables; `fileType` is the type detected on upload ('xls' or 'xlsx'), `size` the
 * file's size in bytes (a file over SPREADSHEET_PREVIEW_MAX_BYTES is not even fetched).
 */
export function SpreadsheetViewer({
  documentId,
  name,
  fileType,
  size,
}: {
  documentId: number;
  name: string;
  fileType?: string | null;
  size?: number | null;
}) {
  const queryClient = useQueryClient();
  const tooLarge = (size ?? 0) > SPREADSHEET_PREVIEW_MAX_BYTES;
  const workbook = useQuery({
    queryKey: documentFileKeys.sheets(documentId),
    queryFn: ({ signal }) => loadSheets(queryClient, documentId, fileType, signal),
    enabled: !tooLarge,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [active, setActive] = useState('0');

  if (tooLarge || workbook.error?.message === sheetMessages.tooLarge)
    return <UnsupportedPreview documentId={documentId} name={name} message={sheetMessages.tooLarge} />;
  if (workbook.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading document" />
      </Center>
    );
  if (workbook.isError)
    return <PreviewProblem message={workbook.error.message} onRetry={() => void workbook.refetch()} />;

  const { sheets, maxRows, maxColumns } = workbook.data;
  const note = (sheet: SheetView) =>
    sheet.truncated ? (
      <Text size="sm" c="dimmed" px="md" py="xs">
        {sheetMessages.truncated(maxRows, maxColumns)}
      </Text>
    ) : null;
  if (sheets.length === 1)
    return (
      <>
        {note(sheets[0]!)}
        <SheetTable sheet={sheets[0]!} />
      </>
    );
  return (
    <Tabs value={active} onChange={(v) => setActive(v ?? '0')} keepMounted={false}>
      <Tabs.List px="sm" aria-label="Sheets">
        {sheets.map((sheet, i) => (
          <Tabs.Tab key={i} value={String(i)}>
            {sheet.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sheets.map((sheet, i) => (
        <Tabs.Panel key={i} value={String(i)}>
          {note(sheet)}
          <SheetTable sheet={sheet} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const cellStyle = { whiteSpace: 'pre-wrap', maxWidth: '24rem', verticalAlign: 'top' } as const;
const headStyle = { background: 'var(--mantine-color-gray-light)', textAlign: 'center' } as const;

/** A sheet laid out as Excel does: lettered columns, numbered rows, blank rows kept. */
function SheetTable({ sheet }: { sheet: SheetView }) {
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const { grid, columns } = sheet;
  if (!grid.length)
    return (
      <Text c="dimmed" p="md">
        {sheetMessages.empty}
      </Text>
    );
  return (
    <Stack gap="sm" align="flex-start" p="sm">
      <Table withTableBorder withColumnBorders fz="sm" w="auto" bg="var(--mantine-color-body)" aria-label={sheet.name}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={headStyle}>
              <VisuallyHidden>Row</VisuallyHidden>
            </Table.Th>
            {columns.map((name) => (
              <Table.Th key={name} scope="col" style={headStyle}>
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.slice(0, shown).map((cells, r) => (
            <Table.Tr key={r}>
              <Table.Th scope="row" style={headStyle}>
                {r + 1}
              </Table.Th>
              {columns.map((name, c) => (
                <Table.Td key={name} style={cellStyle}>
                  {cells[c] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {grid.length > shown ? (
        <Button variant="default" onClick={() => setShown((n) => n + ROWS_PER_PAGE)}>
          Show more rows ({(grid.length - shown).toLocaleString('en-US')} left)
        </Button>
      ) : null}
    </Stack>
  );
}
