import { Box, Center, Group, Loader, Modal, Text } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DownloadButton } from './download-button';
import type { PdfLayer, UnsavedNotice } from './pdf-layer';
import { ImageViewer } from './image-viewer';
import { previewKind } from './preview-kind';
import { UnsupportedPreview } from './unsupported-preview';
import { useZoom } from './use-zoom';
import { ZoomControls } from './zoom-controls';

// Each viewer is its own chunk: pdf.js and the spreadsheet reader load only when such a file is opened.
const PdfViewer = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));
const SpreadsheetViewer = lazy(() => import('./spreadsheet-viewer').then((m) => ({ default: m.SpreadsheetViewer })));

export interface DocumentPreviewProps {
  opened: boolean;
  onClose: () => void;
  document: DocumentItem;
  /** Drawn over a PDF's pages (annotations for staff of a firm that uses them). */
  pdfLayer?: PdfLayer;
}

/**
 * The file preview (spec 002 §2): PDFs with pdf.js (asking for a password when the file has one),
 * images (HEIC as the JPEG the server converts it to), .xlsx and .xls read by the portal itself, and
 * "File type not supported yet" with a Download for the rest. Full screen, so a document is readable on a phone; Escape closes, + and - zoom.
 */
export function DocumentPreview({ opened, onClose, document, pdfLayer }: DocumentPreviewProps) {
  // Work the layer has not saved: closing asks first.
  const [unsaved, setUnsaved] = useState<UnsavedNotice | null>(null);
  const [asking, setAsking] = useState(false);
  const close = () => (unsaved ? setAsking(true) : onClose());
  return (
    <>
      <PreviewModal
        opened={opened}
        onClose={close}
        document={document}
        pdfLayer={pdfLayer}
        onUnsavedChange={setUnsaved}
      />
      {unsaved ? (
        <ConfirmDialog
          opened={asking}
          title={unsaved.title}
          message={unsaved.message}
          confirmLabel={unsaved.confirmLabel}
          danger
          zIndex={400}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            setUnsaved(null);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

function PreviewModal({
  opened,
  onClose,
  document,
  pdfLayer,
  onUnsavedChange,
}: DocumentPreviewProps & { onUnsavedChange: (notice: UnsavedNotice | null) => void }) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      styles={{
        content: { display: 'flex', flexDirection: 'column', overflow: 'hidden' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', padding: 0 },
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {opened ? (
          <PreviewFrame key={document.id} document={document} pdfLayer={pdfLayer} onUnsavedChange={onUnsavedChange} />
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}

const typingInField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function PreviewFrame({
  document,
  pdfLayer,
  onUnsavedChange,
}: {
  document: DocumentItem;
  pdfLayer?: PdfLayer;
  onUnsavedChange: (notice: UnsavedNotice | null) => void;
}) {
  const kind = previewKind(document);
  const zoom = useZoom();
  const [pageCount, setPageCount] = useState<number | null>(null);
  const zoomable = kind === 'pdf' || kind === 'image';

  // On the window: focus may sit on the dialog itself, and the focus trap keeps it inside the preview.
  useWindowEvent('keydown', (e) => {
    if (!zoomable || e.ctrlKey || e.metaKey || e.altKey || typingInField(e.target)) return;
    if (e.key === '+' || e.key === '=') zoom.zoomIn();
    else if (e.key === '-' || e.key === '_') zoom.zoomOut();
    else if (e.key === '0') zoom.reset();
    else return;
    e.preventDefault();
  });

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {/* Not a <header>: a second banner landmark beside the app's confuses screen readers. */}
      <Modal.Header role="presentation" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Modal.Title fw={600} style={{ minWidth: 0, flex: 1 }}>
          <Text inherit truncate="end" title={document.name}>
            {document.name}
          </Text>
        </Modal.Title>
        <Group gap="xs" wrap="nowrap" ml="sm">
          {kind !== 'unsupported' ? <DownloadButton documentId={document.id} name={document.name} /> : null}
          <Modal.CloseButton aria-label="Close" />
        </Group>
      </Modal.Header>
      <Modal.Body>
        {zoomable ? (
          <Group
            justify="space-between"
            px="md"
            py={6}
            gap="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <ZoomControls {...zoom} />
            {kind === 'pdf' && pageCount !== null ? (
              <Text size="sm" c="dimmed">
                {pageCount === 1 ? '1 page' : `${pageCount} pages`}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Box
          p={kind === 'spreadsheet' || kind === 'unsupported' ? 0 : 'md'}
          bg={kind === 'unsupported' ? undefined : 'var(--mantine-color-gray-light)'}
          style={{ flex: 1, minHeight: 0, overflow: 'auto' }}
          data-testid="preview-viewport"
        >
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading document" />
              </Center>
            }
          >
            {kind === 'pdf' ? (
              <PdfViewer
                documentId={document.id}
                documentName={document.name}
                zoom={zoom.zoom}
                onPageCount={setPageCount}
                layer={pdfLayer}
                onUnsavedChange={onUnsavedChange}
              />
            ) : null}
            {kind === 'image' ? (
              <ImageViewer
                documentId={document.id}
                name={document.name}
                zoom={zoom.zoom}
                fileType={document.file_type}
              />
            ) : null}
            {kind === 'spreadsheet' ? (
              <SpreadsheetViewer
                documentId={document.id}
                name={document.name}
                fileType={document.file_type}
                size={document.size}
              />
            ) : null}
            {kind === 'unsupported' ? <UnsupportedPreview documentId={document.id} name={document.name} /> : null}
          </Suspense>
        </Box>
      </Modal.Body>
    </Box>
  );
}
