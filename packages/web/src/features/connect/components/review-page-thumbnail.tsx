import { Box, Skeleton, Text } from '@mantine/core';
import { useReviewThumbnail } from '../api/review-thumbnail';

/** One page of an upload, small (rendered by the server). */
export function ReviewPageThumbnail({ uploadId, page }: { uploadId: number; page: number }) {
  const { url, isError } = useReviewThumbnail(uploadId, page);
  return (
    <Box w={56} style={{ flex: '0 0 auto' }}>
      {url ? (
        <img
          src={url}
          alt={`Page ${page}`}
          width={56}
          style={{ display: 'block', border: '1px solid var(--mantine-color-gray-4)' }}
        />
      ) : isError ? (
        <Text size="xs" c="dimmed">
          Page {page}
        </Text>
      ) : (
        <Skeleton h={72} w={56} role="status" aria-label={`Page ${page} loading`} />
      )}
      <Text size="xs" ta="center" c="dimmed" aria-hidden>
        {page}
      </Text>
    </Box>
  );
}

/** The page numbers of a range such as "3-5" (parent_pages). */
export function pagesOf(range: string | null): number[] {
  if (!range) return [];
  const [a, b] = range.split('-').map(Number);
  if (!a) return [];
  const last = b ?? a;
  return Array.from({ length: last - a + 1 }, (_, i) => a + i);
}
