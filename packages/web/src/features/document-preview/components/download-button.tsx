import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { refreshDocumentLink, useDocumentLink } from '../api/get-document-link';

/** A link that is about to expire is replaced before the browser follows it. */
const EXPIRY_MARGIN_MS = 60 * 1000;

/** Downloads the file through its short-lived link (served as an attachment, so the page stays). */
export function DownloadButton({
  documentId,
  name,
  variant = 'default',
}: {
  documentId: number;
  name: string;
  variant?: string;
}) {
  const queryClient = useQueryClient();
  const link = useDocumentLink(documentId);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!link.data || Date.parse(link.data.expires_at) - Date.now() > EXPIRY_MARGIN_MS) return;
    e.preventDefault();
    void refreshDocumentLink(queryClient, documentId).then((fresh) => window.location.assign(fresh.url));
  };
  return (
    <Button
      component="a"
      href={link.data?.url}
      download={name}
      onClick={onClick}
      variant={variant}
      leftSection={<IconDownload size={16} />}
      data-disabled={link.data ? undefined : true}
      aria-disabled={link.data ? undefined : true}
    >
      Download
    </Button>
  );
}
