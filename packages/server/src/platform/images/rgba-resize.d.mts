/** Types for rgba-resize.mjs (plain JavaScript so the HEIC worker can import it unbundled). */
export declare function fitWithin(
  width: number,
  height: number,
  maxLongSide: number,
): { width: number; height: number };
export declare function resizeToOpaqueRgba(
  src: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): Uint8ClampedArray;
