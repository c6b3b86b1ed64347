import {
  ANNOTATION_CHECK_SIZE,
  ANNOTATION_FONT_SIZE,
  ANNOTATION_LINE_HEIGHT,
  ANNOTATION_PADDING,
  type AnnotationMode,
} from '@portal/domain';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { DraftAnnotation } from '../hooks/annotation-draft';
import { annotationCss } from './annotation-colors';

/** Arrow keys move a focused annotation a unit at a time, ten with Shift. */
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const describeAnnotation = (a: DraftAnnotation) =>
  a.shape_type === 'check' ? `Check on page ${a.page}` : `Textbox “${a.text}” on page ${a.page}`;

/**
 * One annotation over its page, a button: click or focus selects it, arrow keys move it, Delete removes it, and
 * in Move mode it follows the pointer. Drawn where and how the server draws it (page units times the scale).
 */
export function AnnotationMark({
  annotation,
  scale,
  mode,
  selected,
  onSelect,
  onMove,
  onRemove,
}: {
  annotation: DraftAnnotation;
  scale: number;
  mode: AnnotationMode;
  selected: boolean;
  onSelect: () => void;
  /** A move by (dx, dy) page units from where the annotation was when the gesture started. */
  onMove: (to: { x: number; y: number }) => void;
  onRemove: () => void;
}) {
  const drag = useRef<{ pointer: number; clientX: number; clientY: number; x: number; y: number } | null>(null);
  const self = useRef<HTMLButtonElement>(null);
  const a = annotation;
  // One just placed starts selected: focus follows it, so arrow keys move it and Escape still reaches the viewer.
  const selectedAtMount = useRef(selected);
  useEffect(() => {
    if (selectedAtMount.current) self.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = KEY_STEPS[e.key];
    if (step && mode !== 'view') {
      e.preventDefault();
      const by = e.shiftKey ? 10 : 1;
      onSelect();
      onMove({ x: a.x + step[0] * by, y: a.y + step[1] * by });
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && mode !== 'view') {
      e.preventDefault();
      onRemove();
    }
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (mode !== 'move') return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { pointer: e.pointerId, clientX: e.clientX, clientY: e.clientY, x: a.x, y: a.y };
    onSelect();
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    onMove({ x: d.x + (e.clientX - d.clientX) / scale, y: d.y + (e.clientY - d.clientY) / scale });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const color = annotationCss[a.color];
  return (
    <button
      ref={self}
      type="button"
      aria-label={describeAnnotation(a)}
      aria-pressed={selected}
      data-annotation={a.shape_type}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      style={{
        position: 'absolute',
        left: a.x * scale,
        top: a.y * scale,
        transform: a.rotation ? `rotate(${a.rotation}deg)` : undefined,
        transformOrigin: 'top left',
        width: (a.shape_type === 'check' ? ANNOTATION_CHECK_SIZE : a.width) * scale,
        minHeight:
          (a.shape_type === 'check' ? ANNOTATION_CHECK_SIZE : ANNOTATION_PADDING * 2 + ANNOTATION_LINE_HEIGHT) * scale,
        padding: a.shape_type === 'check' ? 0 : ANNOTATION_PADDING * scale,
        margin: 0,
        border: `1px ${selected ? 'solid' : 'dashed'} ${selected ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
        background: 'transparent',
        color,
        font: `${ANNOTATION_FONT_SIZE * scale}px/${ANNOTATION_LINE_HEIGHT * scale}px Helvetica, Arial, sans-serif`,
        textAlign: 'left',
        overflowWrap: 'anywhere',
        cursor: mode === 'move' ? 'move' : 'pointer',
        touchAction: mode === 'move' ? 'none' : undefined,
        pointerEvents: 'auto',
        boxSizing: 'border-box',
      }}
    >
      {a.shape_type === 'check' ? (
        <svg viewBox="0 0 20 20" width="100%" height="100%" aria-hidden focusable="false" style={{ display: 'block' }}>
          <polyline
            points="3,11 8,16 17,4"
            fill="none"
            stroke={color}
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        a.text
      )}
    </button>
  );
}
