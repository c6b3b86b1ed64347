import { useCallback, useState } from 'react';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;

export const clampZoom = (zoom: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

export interface Zoom {
  zoom: number;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
}

/** Zoom from 50% to 300% in steps of 25%; 100% fits the file to the width of the screen. */
export function useZoom(): Zoom {
  const [zoom, setZoom] = useState(1);
  return {
    zoom,
    zoomIn: useCallback(() => setZoom((z) => clampZoom(z + ZOOM_STEP)), []),
    zoomOut: useCallback(() => setZoom((z) => clampZoom(z - ZOOM_STEP)), []),
    reset: useCallback(() => setZoom(1), []),
  };
}
