import { Button, Group, NumberInput, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  ANNOTATION_COLORS,
  ANNOTATION_MODES,
  ANNOTATION_TEXT_MAX,
  ANNOTATION_WIDTH_MAX,
  ANNOTATION_WIDTH_MIN,
  type AnnotationColor,
  type AnnotationMode,
} from '@portal/domain';
import { IconDeviceFloppy, IconDownload, IconPlus, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import type { DraftAnnotation } from '../hooks/annotation-draft';
import { colorLabels } from './annotation-colors';

const modeLabels: Record<AnnotationMode, string> = { view: 'View', move: 'Move', check: 'Check', textbox: 'Textbox' };

export interface ToolbarProps {
  mode: AnnotationMode;
  onMode: (mode: AnnotationMode) => void;
  color: AnnotationColor;
  onColor: (color: AnnotationColor) => void;
  newText: string;
  newTextError: string | null;
  onNewText: (text: string) => void;
  /** Places a new check or textbox on the page (the keyboard's way to do what a click on the page does). */
  onAdd: () => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  downloading: boolean;
  onDownload: () => void;
}

/** The modes (spec 001 §4: view, move, check, textbox), the colour, the text a new textbox needs, Save. */
export function AnnotationToolbar(p: ToolbarProps) {
  const placing = p.mode === 'check' || p.mode === 'textbox';
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label="Annotation mode"
        value={p.mode}
        onChange={(v) => p.onMode(v as AnnotationMode)}
        data={ANNOTATION_MODES.map((m) => ({ value: m, label: modeLabels[m] }))}
        size="xs"
      />
      <Select
        label="Colour"
        size="xs"
        w={100}
        allowDeselect={false}
        value={p.color}
        onChange={(v) => v && p.onColor(v as AnnotationColor)}
        data={ANNOTATION_COLORS.map((c) => ({ value: c, label: colorLabels[c] }))}
      />
      {p.mode === 'textbox' ? (
        <TextInput
          label="Textbox text"
          size="xs"
          w={200}
          maxLength={ANNOTATION_TEXT_MAX}
          value={p.newText}
          error={p.newTextError}
          onChange={(e) => p.onNewText(e.currentTarget.value)}
        />
      ) : null}
      {placing ? (
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={p.onAdd}>
          {p.mode === 'check' ? 'Add check' : 'Add textbox'}
        </Button>
      ) : null}
      <Button
        size="xs"
        leftSection={<IconDeviceFloppy size={14} />}
        onClick={p.onSave}
        loading={p.saving}
        disabled={!p.dirty}
      >
        Save annotations
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={p.onDownload}
        loading={p.downloading}
        disabled={p.dirty}
        title={p.dirty ? 'Save first: the download has the saved annotations' : undefined}
      >
        Download with annotations
      </Button>
    </Group>
  );
}

/** What can be changed on the selected annotation: its text and width (a textbox), rotation, removal. */
export function SelectedAnnotationControls({
  annotation,
  textError,
  onText,
  onWidth,
  onRotate,
  onRemove,
}: {
  annotation: DraftAnnotation;
  textError: string | null;
  onText: (text: string) => void;
  onWidth: (width: number) => void;
  onRotate: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" aria-label="Selected annotation" role="group">
      {annotation.shape_type === 'textbox' ? (
        <>
          <TextInput
            label="Text"
            size="xs"
            w={200}
            maxLength={ANNOTATION_TEXT_MAX}
            value={annotation.text}
            error={textError}
            onChange={(e) => onText(e.currentTarget.value)}
          />
          <NumberInput
            label="Width"
            size="xs"
            w={90}
            min={ANNOTATION_WIDTH_MIN}
            max={ANNOTATION_WIDTH_MAX}
            step={10}
            clampBehavior="blur"
            value={annotation.width}
            onChange={(v) => typeof v === 'number' && onWidth(v)}
          />
        </>
      ) : null}
      <Button size="xs" variant="default" leftSection={<IconRotateClockwise size={14} />} onClick={onRotate}>
        Rotate 90°
      </Button>
      <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
        Delete annotation
      </Button>
    </Group>
  );
}
