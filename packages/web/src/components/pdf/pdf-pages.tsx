import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy, PDFDocumentLoadingTask } from 'pdfjs-dist';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { loadPdfJs } from './load-pdfjs';
import { PdfPage, type PageSize } from './pdf-page';

/** Pages are never wider than this, so a wide dialog shows a readable page, not a poster. */
const MAX_PAGE_WIDTH = 900;
const FALLBACK_WIDTH = 600;

export const pdfPagesMessages = {
  unreadable: 'This PDF could not be shown.',
};

type Opened = { status: 'opening' } | { status: 'failed' } | { status: 'open'; doc: PDFDocumentProxy; first: PageSize };

export interface PdfPagesProps {
  /** The PDF's bytes once fetched; `error` when they could not be. */
  data: Uint8Array | undefined;
  error?: Error | null;
  /** What is drawn over page `page` (0-based), absolutely placed by fractions of the page. */
  renderOverlay?: (page: number) => ReactNode;
  /** A click on a page, as fractions of the page from its top-left corner (staff placing a field). */
  onPageClick?: (page: number, x: number, y: number) => void;
}

/**
 * A PDF, every page scaled to the width available (a phone at 375 px shows whole pages), with whatever the
 * caller draws over each page (signature fields, a form's label).
 */
export function PdfPages({ data, error, renderOverlay, onPageClick }: PdfPagesProps) {
  const [opened, setOpened] = useState<Opened>({ status: 'opening' });

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        if (cancelled) return;
        // A copy: pdf.js hands the buffer to its worker, and a re-render needs the cached bytes again.
        task = pdfjs.getDocument({
          data: data.slice(),
          isEvalSupported: false,
          disableRange: true,
          disableStream: true,
        });
        const doc = await task.promise;
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (!cancelled) setOpened({ status: 'open', doc, first: { width: first.width, height: first.height } });
      } catch {
        if (!cancelled) setOpened({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [data]);

  if (error || opened.status === 'failed')
    return (
      <Text c="red.8" role="alert">
        {error?.message ?? pdfPagesMessages.unreadable}
      </Text>
    );
  if (opened.status === 'opening')
    return (
      <Center py="xl">
        <Loader aria-label="Loading document" />
      </Center>
    );
  return <Pages doc={opened.doc} first={opened.first} renderOverlay={renderOverlay} onPageClick={onPageClick} />;
}

function Pages({
  doc,
  first,
  renderOverlay,
  onPageClick,
}: {
  doc: PDFDocumentProxy;
  first: PageSize;
  renderOverlay?: (page: number) => ReactNode;
  onPageClick?: (page: number, x: number, y: number) => void;
}) {
  const { ref, width } = useElementSize();
  const scale = Math.min(width || FALLBACK_WIDTH, MAX_PAGE_WIDTH) / first.width;
  const click = (page: number) => (e: MouseEvent<HTMLDivElement>) => {
    if (!onPageClick || e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (!r.width || !r.height) return;
    onPageClick(page, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
  };
  return (
    <Box ref={ref} w="100%">
      <Stack gap="md" align="center">
        {Array.from({ length: doc.numPages }, (_, i) => (
          <PdfPage key={i} doc={doc} number={i + 1} scale={scale} estimate={first}>
            {/* The click layer covers the page; fields sit above it and take their own clicks. */}
            <div
              data-page-layer={i}
              onClick={onPageClick ? click(i) : undefined}
              style={{ position: 'absolute', inset: 0, cursor: onPageClick ? 'crosshair' : undefined }}
            >
              {renderOverlay?.(i)}
            </div>
          </PdfPage>
        ))}
      </Stack>
    </Box>
  );
}
