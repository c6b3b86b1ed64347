import { describe, expect, it } from 'vitest';
import { fitWithin, resizeToOpaqueRgba } from './rgba-resize.mjs';

const rgba = (...pixels: number[][]) => Uint8ClampedArray.from(pixels.flat());
const pixels = (data: Uint8ClampedArray) =>
  Array.from({ length: data.length / 4 }, (_, i) => [...data.slice(i * 4, i * 4 + 4)]);

describe('fitWithin', () => {
  it('scales the long side down to the limit, keeping the aspect ratio, and never enlarges', () => {
    expect(fitWithin(3000, 2000, 2560)).toEqual({ width: 2560, height: 1707 });
    expect(fitWithin(2000, 4000, 2560)).toEqual({ width: 1280, height: 2560 });
    expect(fitWithin(2560, 100, 2560)).toEqual({ width: 2560, height: 100 });
    expect(fitWithin(64, 48, 2560)).toEqual({ width: 64, height: 48 });
    expect(fitWithin(10000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('resizeToOpaqueRgba', () => {
  it('keeps an opaque image of the same size as it is', () => {
    const src = rgba([10, 20, 30, 255], [40, 50, 60, 255], [70, 80, 90, 255], [1, 2, 3, 255]);
    expect(pixels(resizeToOpaqueRgba(src, 2, 2, 2, 2))).toEqual(pixels(src));
  });

  it('averages whole blocks when halving', () => {
    const src = rgba([0, 0, 0, 255], [255, 255, 255, 255], [100, 0, 0, 255], [0, 200, 0, 255]);
    // 4x1 -> 2x1: each output pixel is the mean of two.
    expect(pixels(resizeToOpaqueRgba(src, 4, 1, 2, 1))).toEqual([
      [128, 128, 128, 255],
      [50, 100, 0, 255],
    ]);
    // 2x2 -> 1x1.
    expect(pixels(resizeToOpaqueRgba(src, 2, 2, 1, 1))).toEqual([[89, 114, 64, 255]]);
  });

  it('weights partly covered pixels by their share of the area', () => {
    // 3 -> 2: output 0 covers source 0 and half of 1; output 1 covers half of 1 and 2.
    const src = rgba([0, 0, 0, 255], [90, 90, 90, 255], [180, 180, 180, 255]);
    expect(pixels(resizeToOpaqueRgba(src, 3, 1, 2, 1))).toEqual([
      [30, 30, 30, 255],
      [150, 150, 150, 255],
    ]);
    // The same along the vertical axis.
    expect(pixels(resizeToOpaqueRgba(src, 1, 3, 1, 2))).toEqual([
      [30, 30, 30, 255],
      [150, 150, 150, 255],
    ]);
  });

  it('flattens transparency onto white', () => {
    const src = rgba([0, 0, 0, 0], [0, 0, 0, 255], [255, 0, 0, 128], [0, 0, 255, 255]);
    expect(pixels(resizeToOpaqueRgba(src, 4, 1, 4, 1))).toEqual([
      [255, 255, 255, 255],
      [0, 0, 0, 255],
      [255, 127, 127, 255],
      [0, 0, 255, 255],
    ]);
  });

  it('refuses enlarging and data shorter than the size', () => {
    expect(() => resizeToOpaqueRgba(rgba([0, 0, 0, 255]), 1, 1, 2, 2)).toThrow(RangeError);
    expect(() => resizeToOpaqueRgba(rgba([0, 0, 0, 255]), 2, 1, 1, 1)).toThrow(RangeError);
  });
});
