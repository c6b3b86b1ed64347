// Plain JavaScript (with JSDoc types) because the HEIC worker imports it: worker files run unbundled,
// under tsx, vitest and the esbuild bundle alike. Types for TypeScript callers: rgba-resize.d.mts.

/**
 * The size that fits within `maxLongSide` on its long side, keeping the aspect ratio; never enlarges.
 * @param {number} width
 * @param {number} height
 * @param {number} maxLongSide
 * @returns {{ width: number, height: number }}
 */
export function fitWithin(width, height, maxLongSide) {
  const long = Math.max(width, height);
  if (long <= maxLongSide) return { width, height };
  const scale = maxLongSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * For each output position along one axis, the source positions it covers and the share of its area
 * each one has (the shares sum to 1): an area-average (box) filter, exact for fractional scales.
 * @param {number} from source length
 * @param {number} to output length, at most `from`
 * @returns {{ first: number, weights: Float64Array }[]}
 */
function coverage(from, to) {
  const scale = from / to;
  return Array.from({ length: to }, (_, i) => {
    const lo = i * scale;
    const hi = Math.min(from, (i + 1) * scale);
    const first = Math.floor(lo);
    const last = Math.min(from, Math.ceil(hi)) - 1;
    const weights = new Float64Array(last - first + 1);
    for (let s = first; s <= last; s++) weights[s - first] = (Math.min(hi, s + 1) - Math.max(lo, s)) / scale;
    return { first, weights };
  });
}

/**
 * Downsizes an RGBA image by area averaging and flattens it onto white (a JPEG has no alpha), giving
 * opaque RGBA. Works one output row at a time, so memory beyond the output is one row of floats.
 * @param {Uint8Array | Uint8ClampedArray} src RGBA, `width * height * 4` bytes
 * @param {number} width
 * @param {number} height
 * @param {number} outWidth at most `width`
 * @param {number} outHeight at most `height`
 * @returns {Uint8ClampedArray}
 */
export function resizeToOpaqueRgba(src, width, height, outWidth, outHeight) {
  if (src.length < width * height * 4) throw new RangeError('RGBA data is shorter than width * height * 4');
  if (outWidth > width || outHeight > height || outWidth < 1 || outHeight < 1) {
    throw new RangeError('Only downsizing to at least 1x1 is supported');
  }
  const columns = coverage(width, outWidth);
  const rows = coverage(height, outHeight);
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  const acc = new Float64Array(outWidth * 3);
  for (let y = 0; y < outHeight; y++) {
    acc.fill(0);
    const row = /** @type {{ first: number, weights: Float64Array }} */ (rows[y]);
    for (let j = 0; j < row.weights.length; j++) {
      const wy = /** @type {number} */ (row.weights[j]);
      const base = (row.first + j) * width;
      for (let x = 0; x < outWidth; x++) {
        const col = /** @type {{ first: number, weights: Float64Array }} */ (columns[x]);
        let r = 0;
        let g = 0;
        let b = 0;
        for (let i = 0; i < col.weights.length; i++) {
          const w = /** @type {number} */ (col.weights[i]);
          const p = (base + col.first + i) * 4;
          // Over white: c * a + 255 * (1 - a), with a in 0..1.
          const a = /** @type {number} */ (src[p + 3]) / 255;
          r += w * (255 - (255 - /** @type {number} */ (src[p])) * a);
          g += w * (255 - (255 - /** @type {number} */ (src[p + 1])) * a);
          b += w * (255 - (255 - /** @type {number} */ (src[p + 2])) * a);
        }
        acc[x * 3] += wy * r;
        acc[x * 3 + 1] += wy * g;
        acc[x * 3 + 2] += wy * b;
      }
    }
    for (let x = 0; x < outWidth; x++) {
      const o = (y * outWidth + x) * 4;
      out[o] = Math.round(/** @type {number} */ (acc[x * 3]));
      out[o + 1] = Math.round(/** @type {number} */ (acc[x * 3 + 1]));
      out[o + 2] = Math.round(/** @type {number} */ (acc[x * 3 + 2]));
      out[o + 3] = 255;
    }
  }
  return out;
}
