import { Box, Center, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { documentMessages } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  documentFileKeys,
  fetchJpegRendering,
  inlineUrl,
  refreshDocumentLink,
  useDocumentLink,
} from '../api/get-document-link';
import { PreviewProblem } from './preview-problem';

/**
 * A HEIC photo as the JPEG the server makes of it, fetched (not an <img> link) so that a photo it cannot
 * convert (422) or a busy converter (503) can say so. The object URL lives as long as the preview.
 */
function useJpegRendering(documentId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: documentFileKeys.jpeg(documentId),
    queryFn: ({ signal }) => fetchJpegRendering(queryClient, documentId, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { query, url };
}

/**
 * An image through its inline link. At 100% it fits the width (never enlarged past its own size);
 * zoom scales from there. A failed load is retried once with a fresh link, as it may have expired.
 * A HEIC photo is shown as the server's JPEG rendering, with the loader up while it converts.
 */
export function ImageViewer({
  documentId,
  name,
  zoom,
  fileType,
}: {
  documentId: number;
  name: string;
  zoom: number;
  fileType?: string | null;
}) {
  const heic = fileType?.toLowerCase() === 'heic';
  const queryClient = useQueryClient();
  const link = useDocumentLink(documentId, !heic);
  const jpeg = useJpegRendering(documentId, heic);
  const { ref, width } = useElementSize();
  const [naturalWidth, setNaturalWidth] = useState<number | null>(null);
  const [retried, setRetried] = useState(false);
  const [failed, setFailed] = useState(false);

  if (heic && jpeg.query.isError)
    return <PreviewProblem message={jpeg.query.error.message} onRetry={() => void jpeg.query.refetch()} />;
  if ((!heic && link.isError) || failed)
    return (
      <PreviewProblem
        message={documentMessages.downloadProblem}
        onRetry={() => {
          setFailed(false);
          setRetried(false);
          void (heic ? jpeg.query.refetch() : link.refetch());
        }}
      />
    );

  const onError = () => {
    if (heic || retried) return setFailed(true);
    setRetried(true);
    refreshDocumentLink(queryClient, documentId).catch(() => setFailed(true));
  };
  const src = heic ? jpeg.url : link.data ? inlineUrl(link.data.url) : null;
  const fitWidth = naturalWidth ? Math.min(naturalWidth, width || naturalWidth) : null;

  return (
    <Box ref={ref} w="100%">
      {!naturalWidth ? (
        <Center py="xl">
          <Loader aria-label="Loading document" />
        </Center>
      ) : null}
      {src ? (
        <img
          src={src}
          alt={name}
          onLoad={(e) => setNaturalWidth(e.currentTarget.naturalWidth || 1)}
          onError={onError}
          style={{
            display: 'block',
            margin: '0 auto',
            width: fitWidth ? fitWidth * zoom : undefined,
            maxWidth: fitWidth ? 'none' : '100%',
            height: 'auto',
          }}
        />
      ) : null}
    </Box>
  );
}
