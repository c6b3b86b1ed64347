import type { ComponentType, ReactNode } from 'react';

/** What asks before an open preview closes with work not saved (its own words). */
export interface UnsavedNotice {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Something another feature draws over a PDF's pages (annotations, composed in app/): it gets the pages to place
 * its own controls around, and for each page a slot over it in that page's box, at the page's scale.
 */
export interface PdfLayerProps {
  documentId: number;
  documentName: string;
  renderPages: (overlay: (page: number, scale: number) => ReactNode) => ReactNode;
  /** Work that closing the preview would lose, or null. */
  onUnsavedChange: (notice: UnsavedNotice | null) => void;
}

export type PdfLayer = ComponentType<PdfLayerProps>;
