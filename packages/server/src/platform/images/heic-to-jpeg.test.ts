import { readFile } from 'node:fs/promises';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { HEIC_DEFAULTS, HeicConversionError, MAX_WAITING, heicToJpeg } from './heic-to-jpeg.ts';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

/** The JPEG's size and a reader for the colour at a pixel. */
function decodeJpeg(bytes: Buffer) {
  const image = jpeg.decode(bytes, { useTArray: true });
  return {
    width: image.width,
    height: image.height,
    at(x: number, y: number) {
      const p = (y * image.width + x) * 4;
      return [image.data[p]!, image.data[p + 1]!, image.data[p + 2]!];
    },
  };
}

/** Within a JPEG's (and HEVC's) loss of a solid colour. */
function expectColour(actual: number[], expected: number[]) {
  actual.forEach((c, i) => expect(Math.abs(c - expected[i]!), `channel ${i} of ${actual}`).toBeLessThanOrEqual(12));
}

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];

async function rejection(promise: Promise<unknown>): Promise<HeicConversionError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HeicConversionError);
  return err as HeicConversionError;
}

describe('heicToJpeg', () => {
  it('converts a small HEIC to a JPEG of the same size and colours', async () => {
    const out = decodeJpeg(await heicToJpeg(await fixture('red-blue-64x48.heic')));
    expect([out.width, out.height]).toEqual([64, 48]);
    expectColour(out.at(4, 4), RED);
    expectColour(out.at(27, 40), RED);
    expectColour(out.at(36, 4), BLUE);
    expectColour(out.at(60, 44), BLUE);
  });

  it('downsizes a large image so its long side is 2560 px, keeping the picture', async () => {
    const out = decodeJpeg(await heicToJpeg(await fixture('quadrants-3000x2000.heic')));
    expect([out.width, out.height]).toEqual([2560, 1707]);
    expectColour(out.at(100, 100), RED);
    expectColour(out.at(2400, 100), GREEN);
    expectColour(out.at(100, 1600), BLUE);
    expectColour(out.at(2400, 1600), WHITE);
    // The quadrant edges land where they should after scaling (1500/3000 of the width, 1000/2000 of the height).
    expectColour(out.at(1270, 850), RED);
    expectColour(out.at(1290, 850), GREEN);
    expectColour(out.at(1270, 860), BLUE);
  });

  it('honours a smaller long side and quality', async () => {
    const input = await fixture('red-blue-64x48.heic');
    const out = decodeJpeg(await heicToJpeg(input, { maxLongSide: 16, quality: 50 }));
    expect([out.width, out.height]).toEqual([16, 12]);
    expectColour(out.at(1, 6), RED);
    expectColour(out.at(14, 6), BLUE);
  });

  it('rejects a truncated HEIC, a non-HEIC and garbage with a HEIC header', async () => {
    const input = await fixture('quadrants-3000x2000.heic');
    // Cut at half: enough bytes for its 6 MP to pass the pixels-per-byte check, too few to decode.
    expect((await rejection(heicToJpeg(input.subarray(0, 6000)))).reason).toBe('invalid');
    expect((await rejection(heicToJpeg(Buffer.from('%PDF-1.4\n%%EOF\n')))).reason).toBe('invalid');
    const fake = Buffer.concat([input.subarray(0, 32), Buffer.alloc(4000, 7)]);
    expect((await rejection(heicToJpeg(fake))).reason).toBe('invalid');
  });

  it('refuses an image over the pixel cap before decoding it, and an input over the size cap', async () => {
    const input = await fixture('quadrants-3000x2000.heic');
    const tooMany = await rejection(heicToJpeg(input, { maxPixels: 5_999_999 }));
    expect(tooMany.reason).toBe('too_many_pixels');
    expect(tooMany.message).toContain('3000x2000');
    expect((await rejection(heicToJpeg(input, { maxInputBytes: input.length - 1 }))).reason).toBe('input_too_large');
    // At exactly the caps it converts.
    await expect(heicToJpeg(input, { maxPixels: 6_000_000, maxInputBytes: input.length })).resolves.toBeInstanceOf(
      Buffer,
    );
  });

  it('terminates a conversion that runs past the timeout', async () => {
    const input = await fixture('quadrants-3000x2000.heic');
    expect((await rejection(heicToJpeg(input, { timeoutMs: 1 }))).reason).toBe('timeout');
    // The queue moves on to the next one.
    await expect(heicToJpeg(await fixture('red-blue-64x48.heic'))).resolves.toBeInstanceOf(Buffer);
  });

  it('runs conversions one at a time: a small one asked for second finishes second', async () => {
    const [large, small] = await Promise.all([fixture('quadrants-3000x2000.heic'), fixture('red-blue-64x48.heic')]);
    const finished: string[] = [];
    await Promise.all([
      heicToJpeg(large).then(() => finished.push('large')),
      heicToJpeg(small).then(() => finished.push('small')),
    ]);
    expect(finished).toEqual(['large', 'small']);
  });

  it('refuses a decompression bomb (far more pixels than its bytes could hold) before decoding it', async () => {
    const bomb = await fixture('solid-4000x4000.heic');
    expect(bomb.length).toBeLessThan(8000); // 16 megapixels in a few KB
    const err = await rejection(heicToJpeg(bomb));
    expect(err.reason).toBe('too_many_pixels');
    expect(err.message).toContain('4000x4000');
    expect(err.message).toContain(`over ${HEIC_DEFAULTS.maxPixelsPerByte} pixels per byte`);
    // A real photo's ratio is far below the cap: the 3000x2000 fixture (~470 px per byte) converts.
    const photo = await fixture('quadrants-3000x2000.heic');
    const ratio = 6_000_000 / photo.length;
    await expect(heicToJpeg(photo, { maxPixelsPerByte: Math.ceil(ratio), maxLongSide: 64 })).resolves.toBeInstanceOf(
      Buffer,
    );
    expect((await rejection(heicToJpeg(photo, { maxPixelsPerByte: Math.floor(ratio) }))).reason).toBe(
      'too_many_pixels',
    );
  });

  it('refuses over 50 megapixels by default, before decoding', async () => {
    expect(HEIC_DEFAULTS.maxPixels).toBe(50_000_000);
    // 7200x7000 = 50.4 MP; the ratio check is lifted so the pixel cap alone refuses it.
    const err = await rejection(heicToJpeg(await fixture('solid-7200x7000.heic'), { maxPixelsPerByte: Infinity }));
    expect(err.reason).toBe('too_many_pixels');
    expect(err.message).toBe('The image is 7200x7000, over 50000000 pixels');
  });

  it("reads a loader's bytes only when the conversion's turn comes", async () => {
    const [large, small] = await Promise.all([fixture('quadrants-3000x2000.heic'), fixture('red-blue-64x48.heic')]);
    const events: string[] = [];
    const first = heicToJpeg(async () => (events.push('load large'), large)).then(() => events.push('large done'));
    const second = heicToJpeg(async () => (events.push('load small'), small)).then(() => events.push('small done'));
    await Promise.all([first, second]);
    expect(events).toEqual(['load large', 'large done', 'load small', 'small done']);
    // A loaded input over the size cap is refused, and a loader's own error passes through.
    expect((await rejection(heicToJpeg(async () => small, { maxInputBytes: small.length - 1 }))).reason).toBe(
      'input_too_large',
    );
    await expect(heicToJpeg(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  });

  it(`refuses as busy past ${MAX_WAITING} waiting conversions, unless told to wait`, async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const small = await fixture('red-blue-64x48.heic');
    // The running conversion holds the queue until released.
    const running = heicToJpeg(async () => (await held, small));
    let loads = 0;
    const stop = () => (loads++, Promise.reject(new Error('not converted')));
    const waitingOnes = Array.from({ length: MAX_WAITING }, () => heicToJpeg(stop).catch((e: Error) => e.message));
    const busy = await rejection(heicToJpeg(small));
    expect(busy.reason).toBe('busy');
    expect(loads).toBe(0); // nothing waiting has read its bytes
    const patient = heicToJpeg(async () => small, { wait: true });
    release();
    await expect(running).resolves.toBeInstanceOf(Buffer);
    expect(await Promise.all(waitingOnes)).toEqual(Array(MAX_WAITING).fill('not converted'));
    await expect(patient).resolves.toBeInstanceOf(Buffer);
    // Room again once the queue drains.
    await expect(heicToJpeg(small)).resolves.toBeInstanceOf(Buffer);
  });
});
