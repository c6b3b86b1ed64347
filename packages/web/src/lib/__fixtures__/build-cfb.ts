/**
 * Writes a compound file (OLE2 / CFB) for tests: streams of 4096 bytes and more in regular sectors, smaller
 * ones in the mini stream, the FAT's sectors listed in the header and, past 109 of them, in DIFAT sectors.
 * Returns the file and where its tables are, so tests can corrupt them.
 */

const END = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECT = 0xfffffffd;
const DIF_SECT = 0xfffffffc;

export interface BuiltCfb {
  bytes: Uint8Array;
  sectorSize: number;
  fatSectors: number[];
  difatSectors: number[];
  dirStart: number;
  /** Byte offset of sector n. */
  offsetOf: (n: number) => number;
}

export function buildCfb(streams: Record<string, Uint8Array>, sectorSize: 512 | 4096 = 512): BuiltCfb {
  const per = sectorSize / 4;
  const names = Object.keys(streams);
  const fat: number[] = [];
  const content: Uint8Array[] = [];
  /** Lays data out in new sectors, chained in the FAT; returns the first sector. */
  const place = (data: Uint8Array) => {
    const count = Math.max(1, Math.ceil(data.length / sectorSize));
    const start = fat.length;
    for (let i = 0; i < count; i++) {
      fat.push(i === count - 1 ? END : start + i + 1);
      content.push(data.subarray(i * sectorSize, (i + 1) * sectorSize));
    }
    return start;
  };

  // Small streams go into the mini stream, 64 bytes a mini sector.
  const miniFat: number[] = [];
  const miniParts: Uint8Array[] = [];
  const starts: Record<string, number> = {};
  for (const name of names) {
    const data = streams[name]!;
    if (data.length >= 4096) starts[name] = place(data);
    else if (data.length === 0) starts[name] = END;
    else {
      const count = Math.ceil(data.length / 64);
      starts[name] = miniFat.length;
      for (let i = 0; i < count; i++) {
        miniFat.push(i === count - 1 ? END : miniFat.length + 1);
        const part = new Uint8Array(64);
        part.set(data.subarray(i * 64, (i + 1) * 64));
        miniParts.push(part);
      }
    }
  }
  const miniStream = new Uint8Array(miniParts.length * 64);
  miniParts.forEach((p, i) => miniStream.set(p, i * 64));
  const miniStart = miniStream.length ? place(miniStream) : END;
  const miniFatStart = miniFat.length ? place(u32s(miniFat, sectorSize)) : END;

  // Directory: the root, then each stream as the right sibling of the one before.
  const dir = new Uint8Array(Math.ceil((names.length + 1) / (sectorSize / 128)) * sectorSize);
  const entry = (i: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const d = new DataView(dir.buffer, i * 128, 128);
    for (let c = 0; c < name.length; c++) d.setUint16(c * 2, name.charCodeAt(c), true);
    d.setUint16(0x40, (name.length + 1) * 2, true);
    d.setUint8(0x42, type);
    d.setUint8(0x43, 1);
    d.setUint32(0x44, FREE, true);
    d.setUint32(0x48, right, true);
    d.setUint32(0x4c, child, true);
    d.setUint32(0x74, start, true);
    d.setUint32(0x78, size, true);
  };
  for (let i = 0; i < dir.length / 128; i++) entry(i, '', 0, FREE, FREE, 0, 0);
  entry(0, 'Root Entry', 5, names.length ? 1 : FREE, FREE, miniStart, miniStream.length);
  names.forEach((name, i) =>
    entry(i + 1, name, 2, FREE, i + 2 <= names.length ? i + 2 : FREE, starts[name]!, streams[name]!.length),
  );
  const dirStart = place(dir);

  // The FAT covers every sector, its own and the DIFAT's included.
  let fatCount = 0;
  let difatCount = 0;
  for (;;) {
    const total = fat.length + fatCount + difatCount;
    const needFat = Math.ceil(total / per);
    const needDifat = Math.max(0, Math.ceil((needFat - 109) / (per - 1)));
    if (needFat === fatCount && needDifat === difatCount) break;
    [fatCount, difatCount] = [needFat, needDifat];
  }
  const fatSectors = Array.from({ length: fatCount }, (_, i) => fat.length + i);
  const difatSectors = Array.from({ length: difatCount }, (_, i) => fat.length + fatCount + i);
  fat.push(...fatSectors.map(() => FAT_SECT), ...difatSectors.map(() => DIF_SECT));
  while (fat.length % per) fat.push(FREE);
  const fatBytes = u32s(fat, sectorSize);
  for (let i = 0; i < fatCount; i++) content.push(fatBytes.subarray(i * sectorSize, (i + 1) * sectorSize));
  const rest = fatSectors.slice(109);
  for (let i = 0; i < difatCount; i++) {
    const entries = rest.slice(i * (per - 1), (i + 1) * (per - 1));
    while (entries.length < per - 1) entries.push(FREE);
    entries.push(i + 1 < difatCount ? difatSectors[i + 1]! : END);
    content.push(u32s(entries, sectorSize));
  }

  const bytes = new Uint8Array((content.length + 1) * sectorSize);
  const h = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  h.setUint16(0x18, 0x3e, true);
  h.setUint16(0x1a, sectorSize === 512 ? 3 : 4, true);
  h.setUint16(0x1c, 0xfffe, true);
  h.setUint16(0x1e, sectorSize === 512 ? 9 : 12, true);
  h.setUint16(0x20, 6, true);
  h.setUint32(0x2c, fatCount, true);
  h.setUint32(0x30, dirStart, true);
  h.setUint32(0x38, 4096, true);
  h.setUint32(0x3c, miniFatStart, true);
  h.setUint32(0x40, miniFat.length ? Math.ceil(miniFat.length / per) : 0, true);
  h.setUint32(0x44, difatCount ? difatSectors[0]! : END, true);
  h.setUint32(0x48, difatCount, true);
  for (let i = 0; i < 109; i++) h.setUint32(0x4c + i * 4, fatSectors[i] ?? FREE, true);
  content.forEach((part, i) => bytes.set(part, (i + 1) * sectorSize));
  return { bytes, sectorSize, fatSectors, difatSectors, dirStart, offsetOf: (n) => (n + 1) * sectorSize };
}

/** 32-bit little-endian numbers, padded with zeros to whole sectors. */
function u32s(values: number[], sectorSize: number) {
  const out = new Uint8Array(Math.ceil((values.length * 4) / sectorSize) * sectorSize);
  const v = new DataView(out.buffer);
  values.forEach((n, i) => v.setUint32(i * 4, n, true));
  return out;
}
