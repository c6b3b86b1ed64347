import { Button, Group, TextInput } from '@mantine/core';
import { coversEveryPage, formatPageRanges, parsePageRanges, reviewMessages, connectMessages } from '@portal/domain';
import { useState } from 'react';

/**
 * Move page boundaries: the upload's documents as page ranges ("1-2, 3, 4-12"), edited and split again (spec 001
 * §5: the split is for PDFs only, and page ranges accept comma lists and ranges).
 */
export function ReviewBoundaries({
  upload,
  ranges,
  busy,
  onSplit,
}: {
  upload: { id: number; name: string; page_count: number | null };
  ranges: [number, number][];
  busy: boolean;
  onSplit: (pageRanges: string) => void;
}) {
  const initial = formatPageRanges(ranges);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  if (!/\.pdf$/i.test(upload.name)) return <p>{connectMessages.notPdf}</p>;
  const submit = () => {
    const parsed = parsePageRanges(value);
    if (!parsed) return setError(reviewMessages.pageRanges);
    if (!coversEveryPage(parsed, upload.page_count ?? 0)) return setError(reviewMessages.pagesCovered);
    setError(null);
    onSplit(value);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="start" gap="xs" wrap="wrap">
        <TextInput
          label={`Page ranges of ${upload.name}`}
          description={`One document per range, covering pages 1-${upload.page_count ?? 0}`}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          w={260}
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }} disabled={busy || value === initial}>
          Split
        </Button>
      </Group>
    </form>
  );
}
