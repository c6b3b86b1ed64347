import { Alert, Box, Group, Loader, Stack, Text } from '@mantine/core';
import {
  ANNOTATION_DEFAULT_WIDTH,
  annotationMessages,
  annotationTextSchema,
  rotateQuarter,
  saveAnnotationsSchema,
  type Annotation,
  type AnnotationColor,
  type AnnotationMode,
} from '@portal/domain';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { downloadAnnotated } from '../api/download-annotated';
import { useAnnotations } from '../api/get-annotations';
import { useSaveAnnotations } from '../api/save-annotations';
import { draftReducer, initialDraft, newDraftKey, savedForm } from '../hooks/annotation-draft';
import { AnnotationToolbar, SelectedAnnotationControls } from './annotation-toolbar';
import { describeAnnotation } from './annotation-mark';
import { PageAnnotations } from './page-annotations';

/** The shape of PdfLayerProps of features/document-preview (composed in app/, so not imported from there). */
export interface AnnotationLayerProps {
  documentId: number;
  documentName: string;
  renderPages: (overlay: (page: number, scale: number) => ReactNode) => ReactNode;
  onUnsavedChange: (notice: { title: string; message: string; confirmLabel: string } | null) => void;
}

const unsavedNotice = {
  title: annotationMessages.unsavedTitle,
  message: annotationMessages.unsavedMessage,
  confirmLabel: annotationMessages.unsavedConfirm,
};

/**
 * Annotations in the PDF viewer (spec 001 §3-§5, issue 19 §5), for staff of a firm with annotation_enabled: the
 * toolbar over the pages and each page's checks and textboxes, saved as one list.
 */
export function AnnotationLayer(props: AnnotationLayerProps) {
  const saved = useAnnotations(props.documentId);
  if (saved.isPending)
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Loader size="xs" aria-label="Loading annotations" />
        </Group>
        {props.renderPages(() => null)}
      </Stack>
    );
  if (saved.isError)
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light">
          {saved.error.message}
        </Alert>
        {props.renderPages(() => null)}
      </Stack>
    );
  return <AnnotationEditor {...props} saved={saved.data.annotations} />;
}

function AnnotationEditor({
  documentId,
  documentName,
  renderPages,
  onUnsavedChange,
  saved,
}: AnnotationLayerProps & { saved: Annotation[] }) {
  const [draft, dispatch] = useReducer(draftReducer, saved, initialDraft);
  const [mode, setMode] = useState<AnnotationMode>('view');
  const [color, setColor] = useState<AnnotationColor>('black');
  const [newText, setNewText] = useState('');
  const [newTextError, setNewTextError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const save = useSaveAnnotations(documentId);
  const selected = draft.items.find((i) => i.key === draft.selected) ?? null;

  useEffect(() => {
    onUnsavedChange(draft.dirty ? unsavedNotice : null);
  }, [draft.dirty, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(null), [onUnsavedChange]);
  useEffect(() => {
    if (!draft.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft.dirty]);

  const place = (at: { page: number; x: number; y: number }) => {
    if (mode === 'check') {
      dispatch({ type: 'add', item: { key: newDraftKey(), shape_type: 'check', color, rotation: 0, ...at } });
      return;
    }
    // Spec 001 §4: a textbox needs text first.
    const text = annotationTextSchema.safeParse(newText);
    if (!text.success) {
      setNewTextError(text.error.issues[0]!.message);
      return;
    }
    dispatch({
      type: 'add',
      item: {
        key: newDraftKey(),
        shape_type: 'textbox',
        color,
        rotation: 0,
        text: text.data,
        width: ANNOTATION_DEFAULT_WIDTH,
        ...at,
      },
    });
    setNewText('');
  };

  const onSave = () => {
    const list = saveAnnotationsSchema.safeParse({ annotations: savedForm(draft.items) });
    if (!list.success) {
      const issue = list.error.issues[0]!;
      const index = issue.path[1];
      if (typeof index === 'number') dispatch({ type: 'select', key: draft.items[index]!.key });
      notify({ kind: 'error', message: issue.message });
      return;
    }
    save.mutate(list.data, {
      onSuccess: (result) => {
        dispatch({ type: 'load', saved: result.annotations });
        notify({ kind: 'success', message: annotationMessages.saved });
      },
      onError: (err) =>
        notify({ kind: 'error', message: isApiError(err) ? err.message : annotationMessages.saveFailed }),
    });
  };

  const onDownload = () => {
    setDownloading(true);
    downloadAnnotated(documentId, documentName)
      .catch((err: unknown) =>
        notify({ kind: 'error', message: isApiError(err) ? err.message : annotationMessages.unreadable }),
      )
      .finally(() => setDownloading(false));
  };

  const selectedTextError =
    selected?.shape_type === 'textbox'
      ? (annotationTextSchema.safeParse(selected.text).error?.issues[0]?.message ?? null)
      : null;

  return (
    <Stack gap="sm">
      <Box
        p="xs"
        bg="var(--mantine-color-body)"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 3,
          borderRadius: 'var(--mantine-radius-sm)',
          boxShadow: 'var(--mantine-shadow-xs)',
        }}
      >
        <Stack gap={6}>
          <AnnotationToolbar
            mode={mode}
            onMode={setMode}
            color={selected?.color ?? color}
            onColor={(c) => {
              setColor(c);
              if (selected) dispatch({ type: 'update', key: selected.key, patch: { color: c } });
            }}
            newText={newText}
            newTextError={newTextError}
            onNewText={(t) => {
              setNewText(t);
              setNewTextError(null);
            }}
            onAdd={() => place({ page: selected?.page ?? 1, x: 36, y: 36 })}
            dirty={draft.dirty}
            saving={save.isPending}
            onSave={onSave}
            downloading={downloading}
            onDownload={onDownload}
          />
          {selected ? (
            <>
              <Text size="xs" c="dimmed">
                Selected: {describeAnnotation(selected)}. Arrow keys move it (Shift: 10 units).
              </Text>
              <SelectedAnnotationControls
                annotation={selected}
                textError={selectedTextError}
                onText={(text) => dispatch({ type: 'update', key: selected.key, patch: { text } })}
                onWidth={(width) => dispatch({ type: 'update', key: selected.key, patch: { width } })}
                onRotate={() =>
                  dispatch({ type: 'update', key: selected.key, patch: { rotation: rotateQuarter(selected.rotation) } })
                }
                onRemove={() => dispatch({ type: 'remove', key: selected.key })}
              />
            </>
          ) : null}
        </Stack>
      </Box>
      {renderPages((page, scale) => (
        <PageAnnotations
          page={page}
          scale={scale}
          mode={mode}
          items={draft.items.filter((a) => a.page === page)}
          selected={draft.selected}
          onPlace={place}
          onSelect={(key) => dispatch({ type: 'select', key })}
          onUpdate={(key, patch) => dispatch({ type: 'update', key, patch })}
          onRemove={(key) => dispatch({ type: 'remove', key })}
        />
      ))}
    </Stack>
  );
}
