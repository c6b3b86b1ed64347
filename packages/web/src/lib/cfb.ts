/**
 * A small reader for compound files (OLE2 / CFB, [MS-CFB]): the container of old Office files such as
 * .xls. It finds one stream at the top of the file and returns its bytes. Every sector number, chain and
 * size is checked against the file, so a corrupt or hostile file throws CFB_CORRUPT instead of looping or
 * reading past its end.
 */

export const CFB_CORRUPT = 'Not a readable compound file';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT = 109;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const NO_STREAM = 0xffffffff;
const DIR_ENTRY = 128;
/** Streams shorter than this are in the mini stream; [MS-CFB] fixes it at 4096. */
const MINI_CUTOFF = 4096;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;

function fail(): never {
  throw new Error(CFB_CORRUPT);
}

interface DirEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

/**
 * The bytes of the first of `names` (compared case-insensitively) that is a stream at the top of the
 * compound file, or null when there is none. Throws CFB_CORRUPT when the file is not a sound compound file.
 */
export function readCfbStream(bytes: Uint8Array, names: string[]): Uint8Array | null {
  const file = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) fail();
  const u32 = (offset: number) => (offset + 4 <= bytes.length ? file.getUint32(offset, true) : fail());
  const major = file.getUint16(0x1a, true);
  const shift = file.getUint16(0x1e, true);
  if (file.getUint16(0x1c, true) !== 0xfffe || !((major === 3 && shift === 9) || (major === 4 && shift === 12))) fail();
  if (file.getUint16(0x20, true) !== 6 || u32(0x38) !== MINI_CUTOFF) fail();
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  // The header takes the first sector's room; a short last sector is read as far as the file goes.
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  const sector = (n: number) => {
    if (n >= sectorCount) fail();
    const from = (n + 1) * sectorSize;
    return bytes.subarray(from, Math.min(from + sectorSize, bytes.length));
  };
  const entriesOf = (data: Uint8Array) => {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    return Array.from({ length: data.length >> 2 }, (_, i) => view.getUint32(i * 4, true));
  };
  /** A table (FAT or mini FAT) of the given sectors, each listed once; a short last sector's rest is FREE. */
  const tableOf = (sectors: number[]) => {
    const table = new Uint32Array(sectors.length * perSector).fill(FREE);
    sectors.forEach((n, i) => {
      const data = sector(n);
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      for (let j = 0; j < data.length >> 2; j++) table[i * perSector + j] = view.getUint32(j * 4, true);
    });
    return table;
  };

  // DIFAT: where the FAT's sectors are, 109 in the header and the rest in a chain of DIFAT sectors. The
  // FAT needs one entry per sector of the file, so a header claiming more FAT sectors than that (one spare
  // for rounding), or naming a sector twice, would only make a table far larger than the file: refused.
  const fatCount = u32(0x2c);
  if (fatCount > Math.ceil(sectorCount / perSector) + 1) fail();
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT); i++) fatSectors.push(u32(0x4c + i * 4));
  const seenDifat = new Set<number>();
  for (let n = u32(0x44); fatSectors.length < fatCount;) {
    if (seenDifat.has(n)) fail();
    seenDifat.add(n);
    const entries = entriesOf(sector(n));
    fatSectors.push(...entries.slice(0, perSector - 1).slice(0, fatCount - fatSectors.length));
    n = entries[perSector - 1] ?? fail();
  }
  const tableSectors = new Set([...fatSectors, ...seenDifat]);
  if (tableSectors.size !== fatSectors.length + seenDifat.size) fail();
  const fat = tableOf(fatSectors);

  /** The sectors of a chain, in order; a cycle or a sector outside the table is corruption. */
  const chain = (start: number, table: Uint32Array, limit: number) => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let n = start; n !== END_OF_CHAIN; n = table[n] ?? fail()) {
      if (n >= limit || seen.has(n)) fail();
      seen.add(n);
      out.push(n);
    }
    return out;
  };
  const gather = (parts: Uint8Array[], size: number) => {
    const out = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      if (at >= size) break;
      const piece = part.subarray(0, size - at);
      out.set(piece, at);
      at += piece.length;
    }
    return at === size ? out : fail();
  };
  const regular = (start: number, size: number) => {
    if (size > bytes.length) fail();
    if (size === 0) return new Uint8Array(0);
    return gather(chain(start, fat, sectorCount).map(sector), size);
  };

  // The directory: 128-byte entries in its own chain of sectors.
  const dirSectors = chain(u32(0x30), fat, sectorCount);
  const dirBytes = gather(dirSectors.map(sector), dirSectors.length * sectorSize);
  const dir = new DataView(dirBytes.buffer, dirBytes.byteOffset, dirBytes.byteLength);
  const entries: DirEntry[] = Array.from({ length: dirBytes.length / DIR_ENTRY }, (_, i) => {
    const at = i * DIR_ENTRY;
    const nameBytes = Math.min(dir.getUint16(at + 0x40, true), 64);
    let name = '';
    for (let c = 0; c + 2 <= nameBytes; c += 2) {
      const code = dir.getUint16(at + c, true);
      if (code === 0) break;
      name += String.fromCharCode(code);
    }
    // Version 3 files leave the size's high half undefined; only its low 32 bits count. A size past the
    // file's length is refused when the stream is read.
    const high = major === 4 ? dir.getUint32(at + 0x7c, true) : 0;
    return {
      name,
      type: dir.getUint8(at + 0x42),
      left: dir.getUint32(at + 0x44, true),
      right: dir.getUint32(at + 0x48, true),
      child: dir.getUint32(at + 0x4c, true),
      start: dir.getUint32(at + 0x74, true),
      size: high * 2 ** 32 + dir.getUint32(at + 0x78, true),
    };
  });
  const root = entries[0];
  if (root?.type !== TYPE_ROOT) fail();

  // The root's children form a tree through left and right siblings; walk all of it, once.
  const top: DirEntry[] = [];
  const seen = new Set<number>();
  const pending = [root.child];
  while (pending.length) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || seen.has(id)) fail();
    seen.add(id);
    top.push(entry);
    pending.push(entry.left, entry.right);
  }
  const wanted = names
    .map((name) => top.find((e) => e.type === TYPE_STREAM && e.name.toLowerCase() === name.toLowerCase()))
    .find((e) => e);
  if (!wanted) return null;
  if (wanted.size >= MINI_CUTOFF) return regular(wanted.start, wanted.size);

  // Small streams live in 64-byte mini sectors inside the root's stream, chained by the mini FAT.
  const miniStream = regular(root.start, root.size);
  const miniFatSectors = chain(u32(0x3c) === FREE ? END_OF_CHAIN : u32(0x3c), fat, sectorCount);
  const miniFat = tableOf(miniFatSectors);
  const miniCount = Math.ceil(miniStream.length / 64);
  if (wanted.size === 0) return new Uint8Array(0);
  if (wanted.size > miniStream.length) fail();
  const parts = chain(wanted.start, miniFat, miniCount).map((n) => miniStream.subarray(n * 64, n * 64 + 64));
  return gather(parts, wanted.size);
}
