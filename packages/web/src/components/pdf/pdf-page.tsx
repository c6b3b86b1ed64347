import { Box } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Browsers refuse (or blank) canvases much past 16 million pixels, iOS Safari first. */
const MAX_CANVAS_PIXELS = 16_000_000;

export interface PageSize {
  width: number;
  height: number;
}

/**
 * One page of a PDF (pdf.js), drawn on a canvas only while it is on or near the screen: a long document
 * would otherwise draw every page up front and hold every bitmap in memory. Off screen it keeps its size, so scrolling
 * does not jump.
 */
export function PdfPage({
  doc,
  number,
  scale,
  estimate,
  children,
}: {
  doc: PDFDocumentProxy;
  number: number;
  scale: number;
  /** The size at scale 1 to reserve until the page itself is read (the first page's). */
  estimate: PageSize;
  /** Drawn over the page (absolutely placed, e.g. signature fields), in the page's box. */
  children?: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [size, setSize] = useState<PageSize>(estimate);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(!!entry?.isIntersecting), {
      rootMargin: '150% 0px',
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!near) {
      // Frees the bitmap; the page is drawn again when it comes back into view.
      canvas.width = 0;
      canvas.height = 0;
      return;
    }
    let cancelled = false;
    let task: RenderTask | undefined;
    void doc.getPage(number).then((page) => {
      if (cancelled) return;
      const unscaled = page.getViewport({ scale: 1 });
      setSize({ width: unscaled.width, height: unscaled.height });
      const viewport = page.getViewport({ scale });
      const context = canvas.getContext('2d');
      if (!context) return;
      const ratio = Math.min(
        window.devicePixelRatio || 1,
        Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
      );
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas,
        canvasContext: context,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      // A render cancelled by a zoom or a scroll away rejects; nothing to report.
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, scale, near]);

  return (
    <Box
      ref={boxRef}
      bg="white"
      mx="auto"
      style={{
        width: size.width * scale,
        height: size.height * scale,
        boxShadow: 'var(--mantine-shadow-sm)',
        flex: 'none',
        position: 'relative',
      }}
      data-page={number}
    >
      <canvas
        ref={canvasRef}
        aria-label={`Page ${number}`}
        role="img"
        style={{ display: 'block', width: '100%', height: '100%' }}
      />
      {children}
    </Box>
  );
}
