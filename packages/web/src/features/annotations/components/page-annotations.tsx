import { ANNOTATION_CHECK_SIZE, ANNOTATION_MAX_COORDINATE, clampCoordinate, type AnnotationMode } from '@portal/domain';
import { useRef, type MouseEvent } from 'react';
import type { DraftAnnotation, DraftPatch } from '../hooks/annotation-draft';
import { AnnotationMark } from './annotation-mark';

/**
 * The annotations of one page, over it. In Check or Textbox mode a click on the page places one there; in View
 * and Move modes clicks go to the page and the annotations themselves.
 */
export function PageAnnotations({
  page,
  scale,
  mode,
  items,
  selected,
  onPlace,
  onSelect,
  onUpdate,
  onRemove,
}: {
  page: number;
  scale: number;
  mode: AnnotationMode;
  items: DraftAnnotation[];
  selected: string | null;
  onPlace: (at: { page: number; x: number; y: number }) => void;
  onSelect: (key: string | null) => void;
  onUpdate: (key: string, patch: DraftPatch) => void;
  onRemove: (key: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const placing = mode === 'check' || mode === 'textbox';

  /** The page's size in page units (unknown before layout: then only the largest page limits). */
  const limits = () => {
    const rect = ref.current?.getBoundingClientRect();
    return rect && rect.width > 0
      ? { width: rect.width / scale, height: rect.height / scale }
      : { width: ANNOTATION_MAX_COORDINATE, height: ANNOTATION_MAX_COORDINATE };
  };
  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (!placing) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const { width, height } = limits();
    onPlace({
      page,
      x: clampCoordinate((e.clientX - rect.left) / scale, width - ANNOTATION_CHECK_SIZE),
      y: clampCoordinate((e.clientY - rect.top) / scale, height - ANNOTATION_CHECK_SIZE),
    });
  };

  return (
    <div
      ref={ref}
      data-testid={`annotations-page-${page}`}
      onClick={place}
      style={{
        position: 'absolute',
        inset: 0,
        cursor: placing ? 'crosshair' : undefined,
        pointerEvents: placing ? 'auto' : 'none',
      }}
    >
      {items.map((a) => (
        <AnnotationMark
          key={a.key}
          annotation={a}
          scale={scale}
          mode={mode}
          selected={selected === a.key}
          onSelect={() => onSelect(a.key)}
          onRemove={() => onRemove(a.key)}
          onMove={(to) => {
            const { width, height } = limits();
            onUpdate(a.key, {
              x: clampCoordinate(to.x, width - ANNOTATION_CHECK_SIZE),
              y: clampCoordinate(to.y, height - ANNOTATION_CHECK_SIZE),
            });
          }}
        />
      ))}
    </div>
  );
}
