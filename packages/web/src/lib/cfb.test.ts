import { describe, expect, it } from 'vitest';
import { buildCfb } from './__fixtures__/build-cfb';
import { CFB_CORRUPT, readCfbStream } from './cfb';

const filled = (length: number, seed = 1) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);
const setU32 = (bytes: Uint8Array, offset: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);

describe('readCfbStream', () => {
  it.each([512, 4096] as const)('reads large and small streams from a file of %i-byte sectors', (size) => {
    const big = filled(10_000);
    const small = filled(700, 7);
    const { bytes } = buildCfb({ Workbook: big, '\u0005SummaryInformation': small }, size);
    expect(readCfbStream(bytes, ['Workbook'])).toEqual(big);
    expect(readCfbStream(bytes, ['\u0005summaryinformation'])).toEqual(small);
  });

  it('reads a stream under 4096 bytes from the mini stream, and an empty one', () => {
    const { bytes } = buildCfb({ Other: filled(100, 3), Workbook: filled(1500, 5), Empty: new Uint8Array(0) });
    expect(readCfbStream(bytes, ['Workbook'])).toEqual(filled(1500, 5));
    expect(readCfbStream(bytes, ['Empty'])).toEqual(new Uint8Array(0));
  });

  it('takes the first of the names that is there, and null when none is', () => {
    const { bytes } = buildCfb({ Book: filled(5000, 2), Workbook: filled(5000, 4) });
    expect(readCfbStream(bytes, ['WORKBOOK', 'Book'])).toEqual(filled(5000, 4));
    expect(readCfbStream(bytes, ['Missing', 'Book'])).toEqual(filled(5000, 2));
    expect(readCfbStream(bytes, ['Missing'])).toBeNull();
  });

  it('finds the FAT past 109 sectors through the DIFAT chain', () => {
    // 110 FAT sectors of 128 entries: a file of more than 13,952 512-byte sectors (about 7 MB).
    const built = buildCfb({ Filler: new Uint8Array(7_200_000), Workbook: filled(6000, 9) });
    expect(built.difatSectors.length).toBeGreaterThan(0);
    expect(readCfbStream(built.bytes, ['Workbook'])).toEqual(filled(6000, 9));
  });

  it('refuses what is not a compound file or has a header it cannot follow', () => {
    const { bytes } = buildCfb({ Workbook: filled(5000) });
    expect(() => readCfbStream(new TextEncoder().encode('%PDF-1.7'), ['Workbook'])).toThrow(CFB_CORRUPT);
    const badSignature = bytes.slice();
    badSignature[0] = 0;
    expect(() => readCfbStream(badSignature, ['Workbook'])).toThrow(CFB_CORRUPT);
    const badShift = bytes.slice();
    badShift[0x1e] = 12; // 4096-byte sectors in a version 3 file
    expect(() => readCfbStream(badShift, ['Workbook'])).toThrow(CFB_CORRUPT);
    const hugeCutoff = bytes.slice();
    setU32(hugeCutoff, 0x38, 0xffffffff); // every stream "small", read from the mini stream
    expect(() => readCfbStream(hugeCutoff, ['Workbook'])).toThrow(CFB_CORRUPT);
    const hugeFat = bytes.slice();
    setU32(hugeFat, 0x2c, 0xffffff);
    expect(() => readCfbStream(hugeFat, ['Workbook'])).toThrow(CFB_CORRUPT);
  });

  it('refuses a header claiming more FAT sectors than the file needs, or one sector twice', () => {
    // 60 KB: about 120 sectors, so one FAT sector of 128 entries covers them all.
    const built = buildCfb({ Workbook: filled(60_000) });
    expect(built.fatSectors).toHaveLength(1);
    const fatSector = built.fatSectors[0]!;
    // The same FAT sector listed 100 times: a table 100 times larger than the file needs.
    const repeated = built.bytes.slice();
    setU32(repeated, 0x2c, 100);
    for (let i = 0; i < 100; i++) setU32(repeated, 0x4c + i * 4, fatSector);
    expect(() => readCfbStream(repeated, ['Workbook'])).toThrow(CFB_CORRUPT);
    // Once more, with only 2 entries (within the count allowed): still a duplicate.
    const twice = built.bytes.slice();
    setU32(twice, 0x2c, 2);
    setU32(twice, 0x4c + 4, fatSector);
    expect(() => readCfbStream(twice, ['Workbook'])).toThrow(CFB_CORRUPT);
    // Distinct sectors, but far more of them than ceil(sectors / 128) + 1.
    const tooMany = built.bytes.slice();
    setU32(tooMany, 0x2c, 50);
    for (let i = 1; i < 50; i++) setU32(tooMany, 0x4c + i * 4, i);
    expect(() => readCfbStream(tooMany, ['Workbook'])).toThrow(CFB_CORRUPT);
    // One spare FAT sector (a distinct one) is still read, as before.
    const spare = built.bytes.slice();
    setU32(spare, 0x2c, 2);
    setU32(spare, 0x4c + 4, 0);
    expect(readCfbStream(spare, ['Workbook'])).toEqual(filled(60_000));
  });

  it('refuses a DIFAT sector that is also listed as a FAT sector', () => {
    const built = buildCfb({ Filler: new Uint8Array(7_200_000) });
    const first = built.difatSectors[0]!;
    setU32(built.bytes, 0x4c, first);
    expect(() => readCfbStream(built.bytes, ['Filler'])).toThrow(CFB_CORRUPT);
  });

  it('stops at a cycle in the FAT instead of looping', () => {
    const built = buildCfb({ Workbook: filled(5000) });
    // The stream takes sectors 0 to 9; make sector 5 lead back to 2.
    setU32(built.bytes, built.offsetOf(built.fatSectors[0]!) + 5 * 4, 2);
    expect(() => readCfbStream(built.bytes, ['Workbook'])).toThrow(CFB_CORRUPT);
  });

  it('stops at a cycle in the directory tree and in the DIFAT chain', () => {
    const dirCycle = buildCfb({ A: filled(10), Workbook: filled(10) });
    setU32(dirCycle.bytes, dirCycle.offsetOf(dirCycle.dirStart) + 2 * 128 + 0x48, 1);
    expect(() => readCfbStream(dirCycle.bytes, ['Workbook'])).toThrow(CFB_CORRUPT);

    const difat = buildCfb({ Filler: new Uint8Array(7_200_000) });
    const last = difat.difatSectors[difat.difatSectors.length - 1]!;
    // More FAT sectors claimed than the one DIFAT sector lists, and that sector names itself as the next.
    setU32(difat.bytes, 0x2c, 300);
    setU32(difat.bytes, difat.offsetOf(last) + 508, last);
    expect(() => readCfbStream(difat.bytes, ['Filler'])).toThrow(CFB_CORRUPT);
  });

  it('refuses sectors and sizes outside the file', () => {
    const truncated = buildCfb({ Workbook: filled(20_000) }).bytes.subarray(0, 6000);
    expect(() => readCfbStream(truncated, ['Workbook'])).toThrow(CFB_CORRUPT);

    const built = buildCfb({ Workbook: filled(5000) });
    const farDir = built.bytes.slice();
    setU32(farDir, 0x30, 1_000_000);
    expect(() => readCfbStream(farDir, ['Workbook'])).toThrow(CFB_CORRUPT);
    const hugeSize = built.bytes.slice();
    setU32(hugeSize, built.offsetOf(built.dirStart) + 128 + 0x78, 0x7fffffff);
    expect(() => readCfbStream(hugeSize, ['Workbook'])).toThrow(CFB_CORRUPT);

    const mini = buildCfb({ Workbook: filled(1000) });
    setU32(mini.bytes, mini.offsetOf(mini.dirStart) + 128 + 0x74, 500); // past the mini stream
    expect(() => readCfbStream(mini.bytes, ['Workbook'])).toThrow(CFB_CORRUPT);
  });
});
