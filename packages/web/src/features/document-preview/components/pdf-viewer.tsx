import { Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PDFDocumentProxy, PDFDocumentLoadingTask } from 'pdfjs-dist';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { documentBytesQueryOptions } from '../api/get-document-link';
import { loadPdfJs, passwordProblem } from '../../../components/pdf/load-pdfjs';
import { PdfPage, type PageSize } from '../../../components/pdf/pdf-page';
import type { PdfLayer, UnsavedNotice } from './pdf-layer';
import { PreviewProblem } from './preview-problem';

export const pdfMessages = {
  passwordNeeded: 'This PDF is protected. Enter its password to open it.',
  incorrectPassword: 'Incorrect password',
  unreadable: 'This PDF could not be shown.',
};

/** Pages are never drawn wider than this at 100%, so a wide screen shows a readable page, not a poster. */
const MAX_FIT_WIDTH = 1000;
const FALLBACK_WIDTH = 800;

type Opened =
  | { status: 'opening' }
  | { status: 'password'; incorrect: boolean; checking?: boolean }
  | { status: 'failed' }
  | { status: 'open'; doc: PDFDocumentProxy; firstPage: PageSize };

export function PdfViewer({
  documentId,
  documentName = '',
  zoom,
  onPageCount,
  layer: Layer,
  onUnsavedChange,
}: {
  documentId: number;
  documentName?: string;
  zoom: number;
  onPageCount: (count: number) => void;
  /** Drawn over the pages (e.g. annotations), when the caller offers one. */
  layer?: PdfLayer;
  onUnsavedChange?: (notice: UnsavedNotice | null) => void;
}) {
  const queryClient = useQueryClient();
  const bytes = useQuery(documentBytesQueryOptions(queryClient, documentId));
  const [attempt, setAttempt] = useState<{ password?: string }>({});
  const [opened, setOpened] = useState<Opened>({ status: 'opening' });

  useEffect(() => {
    const data = bytes.data;
    if (!data) return;
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    setOpened((o) => (o.status === 'password' ? { ...o, checking: true } : { status: 'opening' }));
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        if (cancelled) return;
        // A copy each time: pdf.js hands the buffer to its worker, and a password retry needs it again.
        task = pdfjs.getDocument({
          data: data.slice(),
          password: attempt.password,
          isEvalSupported: false,
          disableRange: true,
          disableStream: true,
        });
        const doc = await task.promise;
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (cancelled) return;
        setOpened({ status: 'open', doc, firstPage: { width: first.width, height: first.height } });
        onPageCount(doc.numPages);
      } catch (error) {
        if (cancelled) return;
        const problem = passwordProblem(error);
        setOpened(problem ? { status: 'password', incorrect: problem === 'incorrect' } : { status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [bytes.data, attempt, onPageCount]);

  if (bytes.isError) return <PreviewProblem message={bytes.error.message} onRetry={() => void bytes.refetch()} />;
  if (opened.status === 'failed') return <PreviewProblem message={pdfMessages.unreadable} />;
  if (opened.status === 'password')
    return (
      <PasswordPrompt
        key={attempt.password ?? ''}
        incorrect={opened.incorrect}
        checking={!!opened.checking}
        onSubmit={(password) => setAttempt({ password })}
      />
    );
  if (opened.status === 'opening')
    return (
      <Center py="xl">
        <Loader aria-label="Loading document" />
      </Center>
    );
  if (Layer)
    return (
      <Layer
        documentId={documentId}
        documentName={documentName}
        onUnsavedChange={onUnsavedChange ?? (() => undefined)}
        renderPages={(overlay) => (
          <PdfPages doc={opened.doc} firstPage={opened.firstPage} zoom={zoom} overlay={overlay} />
        )}
      />
    );
  return <PdfPages doc={opened.doc} firstPage={opened.firstPage} zoom={zoom} />;
}

function PdfPages({
  doc,
  firstPage,
  zoom,
  overlay,
}: {
  doc: PDFDocumentProxy;
  firstPage: PageSize;
  zoom: number;
  overlay?: (page: number, scale: number) => ReactNode;
}) {
  const { ref, width } = useElementSize();
  const fitWidth = Math.min(width || FALLBACK_WIDTH, MAX_FIT_WIDTH);
  const scale = (zoom * fitWidth) / firstPage.width;
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <Stack gap="md" align="flex-start" style={{ width: 'max-content', minWidth: '100%' }}>
        {Array.from({ length: doc.numPages }, (_, i) => (
          <PdfPage key={i} doc={doc} number={i + 1} scale={scale} estimate={firstPage}>
            {overlay?.(i + 1, scale)}
          </PdfPage>
        ))}
      </Stack>
    </div>
  );
}

function PasswordPrompt({
  incorrect,
  checking,
  onSubmit,
}: {
  incorrect: boolean;
  checking: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Center py="xl" px="md">
      <form onSubmit={submit} style={{ width: '100%', maxWidth: 360 }}>
        <Stack>
          <Text>{pdfMessages.passwordNeeded}</Text>
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={incorrect ? pdfMessages.incorrectPassword : undefined}
            data-autofocus
            autoComplete="off"
          />
          <Button type="submit" loading={checking}>
            Open
          </Button>
        </Stack>
      </form>
    </Center>
  );
}
