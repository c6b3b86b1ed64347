import { Box, Center, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { documentMessages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inlineUrl, refreshDocumentLink, useDocumentLink } from '../../api/get-document-link';
import { PreviewProblem } from './preview-problem';

/**
 * An image through its inline link. At 100% it fits the width (never enlarged past its own size);
 * zoom scales from there. A failed load is retried once with a fresh link, as it may have expired.
 * A HEIC photo is asked for as a JPEG, which the server converts (the loader shows meanwhile); when
 * even a fresh link fails, it is most likely a photo the server could not convert (422), so it says
 * "File type not supported yet" rather than a download problem.
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
  const link = useDocumentLink(documentId);
  const { ref, width } = useElementSize();
  const [naturalWidth, setNaturalWidth] = useState<number | null>(null);
  const [retried, setRetried] = useState(false);
  const [failed, setFailed] = useState(false);

  if (link.isError || failed)
    return (
      <PreviewProblem
        message={failed && heic ? documentMessages.notSupported : documentMessages.downloadProblem}
        onRetry={() => {
          setFailed(false);
          setRetried(false);
          void link.refetch();
        }}
      />
    );

  const onError = () => {
    if (retried) return setFailed(true);
    setRetried(true);
    refreshDocumentLink(queryClient, documentId).catch(() => setFailed(true));
  };
  const fitWidth = naturalWidth ? Math.min(naturalWidth, width || naturalWidth) : null;

  return (
    <Box ref={ref} w="100%">
      {!naturalWidth ? (
        <Center py="xl">
          <Loader aria-label="Loading document" />
        </Center>
      ) : null}
      {link.data ? (
        <img
          src={heic ? `${inlineUrl(link.data.url)}&as=jpeg` : inlineUrl(link.data.url)}
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
