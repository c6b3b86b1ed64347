import { crc32, inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { gradientPng, rgbaPng } from '../png.ts';
import { IMAGE_DEFAULTS, ImageConversionError, convertImage, type ImageType } from './convert-image.ts';

/** A PNG of the given chunks after its signature, each with its length and CRC. */
function png(...chunks: [type: string, data: Buffer][]) {
  const out = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
  for (const [type, data] of chunks) {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    out.push(length, body, crc);
  }
  return Buffer.concat(out);
}
const ihdr = (width: number, height: number, colourType: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(colourType, 9);
  return header;
};
/** A PNG that declares its size and holds no real pixels: enough to be refused for its size alone. */
const declaring = (width: number, height: number) =>
  png(['IHDR', ihdr(width, height, 2)], ['IDAT', Buffer.alloc(64, 1)], ['IEND', Buffer.alloc(0)]);

const toPdf = (input: Buffer, type: ImageType, opts = {}) =>
  convertImage(input, { type, output: 'pdf' }, { wait: true, ...opts });

async function rejection(promise: Promise<unknown>): Promise<ImageConversionError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageConversionError);
  return err as ImageConversionError;
}

describe('convertImage for a PDF page', () => {
  it('gives a PNG as lossless RGB pixels and its alpha, compressed for the PDF stream', async () => {
    const out = await toPdf(
      rgbaPng([
        [
          [255, 0, 0, 255],
          [0, 0, 255, 0],
          [0, 0, 0, 128],
        ],
      ]),
      'png',
    );
    expect(out).toMatchObject({ format: 'flate-rgb', width: 3, height: 1 });
    expect([...inflateSync(out.bytes)]).toEqual([255, 0, 0, 0, 0, 255, 0, 0, 0]);
    expect([...inflateSync(out.alpha!)]).toEqual([255, 0, 128]);
    // An opaque one has no alpha to carry.
    expect((await toPdf(gradientPng(3, 2, [0, 0, 0], [9, 9, 9]), 'png')).alpha).toBeUndefined();
  });

  it('flattens a PNG on white when it has to be downsized', async () => {
    const out = await toPdf(
      rgbaPng([
        [
          [255, 0, 0, 255],
          [0, 0, 255, 0],
        ],
      ]),
      'png',
      { maxLongSide: 1 },
    );
    expect(out).toMatchObject({ format: 'flate-rgb', width: 1, height: 1 });
    expect(out.alpha).toBeUndefined();
    // Half red, half white.
    expect([...inflateSync(out.bytes)]).toEqual([255, 128, 128]);
  });

  it('downsizes a PNG whose long side is over the limit', async () => {
    const out = await toPdf(gradientPng(300, 200, [0, 0, 0], [0, 0, 0]), 'png', { maxLongSide: 150 });
    expect(out).toMatchObject({ format: 'flate-rgb', width: 150, height: 100 });
    expect(inflateSync(out.bytes).length).toBe(150 * 100 * 3);
  });

  it('keeps a JPEG that fits as it is, and re-encodes one that is too large, downsized', async () => {
    const data = Buffer.alloc(64 * 48 * 4, 200);
    const photo = Buffer.from(jpeg.encode({ data, width: 64, height: 48 }, 90).data);
    const kept = await toPdf(photo, 'jpeg');
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(kept.bytes.equals(photo)).toBe(true);
    const smaller = await toPdf(photo, 'jpeg', { maxLongSide: 32 });
    expect(smaller).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(jpeg.decode(smaller.bytes)).toMatchObject({ width: 32, height: 24 });
  });

  it('refuses an image over the pixel limit by its header, before decoding any pixel', async () => {
    // 8000x8000 declared over 64 bytes of garbage: decoding would fail as invalid, so 'too_many_pixels'
    // shows the size was checked first.
    const err = await rejection(toPdf(declaring(8000, 8000), 'png', { maxPixelsPerByte: Infinity }));
    expect(err.reason).toBe('too_many_pixels');
    expect(err.message).toBe(`The image is 8000x8000, over ${IMAGE_DEFAULTS.maxPixels} pixels`);
    // A JPEG's frame header is read the same way.
    const big = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x27, 0x10, 0x27, 0x10, 3, 0, 0, 0, 0, 0]);
    expect((await rejection(toPdf(big, 'jpeg', { maxPixelsPerByte: Infinity }))).message).toContain('10000x10000');
  });

  it('refuses a decompression bomb and an input over the byte limit, with the same limits as HEIC', async () => {
    const bomb = await rejection(toPdf(declaring(4000, 4000), 'png'));
    expect(bomb.reason).toBe('too_many_pixels');
    expect(bomb.message).toContain(`over ${IMAGE_DEFAULTS.maxPixelsPerByte} pixels per byte`);
    const input = gradientPng(20, 20, [0, 0, 0], [9, 9, 9]);
    expect((await rejection(toPdf(input, 'png', { maxInputBytes: input.length - 1 }))).reason).toBe('input_too_large');
    expect((await rejection(toPdf(Buffer.from('%PDF-1.4\n'), 'png'))).reason).toBe('invalid');
    expect((await rejection(toPdf(declaring(40, 30), 'png'))).reason).toBe('invalid');
  });

  it('decodes off the main thread: the event loop keeps turning while a large PNG converts', async () => {
    // 4000x3000 (12 MP) to decode and downsize takes hundreds of ms even on a fast machine; on the main
    // thread the loop would stall for most of it. Relative to the conversion's own time, so a slow or
    // busy machine stretches both sides alike.
    const input = gradientPng(4000, 3000, [0, 0, 0], [255, 255, 255]);
    let last = performance.now();
    let longestStall = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const out = await toPdf(input, 'png');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(out).toMatchObject({ width: 2560, height: 1920 });
    expect(took).toBeGreaterThan(100);
    expect(longestStall).toBeLessThan(took / 3);
  });
});
