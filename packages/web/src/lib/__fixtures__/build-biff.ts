/** Builds BIFF8 records and Workbook streams by hand, for record types no fixture writer produces. */

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};
const bytesOf = (size: number, write: (v: DataView) => void) => {
  const out = new Uint8Array(size);
  write(new DataView(out.buffer));
  return out;
};
export const u8 = (n: number) => Uint8Array.of(n);
export const u16 = (n: number) => bytesOf(2, (v) => v.setUint16(0, n, true));
export const u32 = (n: number) => bytesOf(4, (v) => v.setUint32(0, n, true));
export const f64 = (n: number) => bytesOf(8, (v) => v.setFloat64(0, n, true));
/** Characters as one byte each (compressed) or UTF-16LE. */
export const chars = (text: string, wide: boolean) =>
  wide ? concat([...text].map((c) => u16(c.charCodeAt(0)))) : Uint8Array.from(text, (c) => c.charCodeAt(0));
/** XLUnicodeString: 16-bit length, flags, characters (wide when any is past Latin-1). */
export const str = (text: string) => {
  const wide = [...text].some((c) => c.charCodeAt(0) > 0xff);
  return concat([u16(text.length), u8(wide ? 1 : 0), chars(text, wide)]);
};

export const record = (type: number, ...fields: Uint8Array[]) => {
  const body = concat(fields);
  return concat([u16(type), u16(body.length), body]);
};
export const cell = (type: number, row: number, col: number, xf: number, ...rest: Uint8Array[]) =>
  record(type, u16(row), u16(col), u16(xf), ...rest);

export const bof = (kind: number, version = 0x0600) =>
  record(0x0809, u16(version), u16(kind), u16(0), u16(0), u32(0), u32(0x0600));
export const eof = () => record(0x000a);

export interface SheetSpec {
  name: string;
  /** 0 visible, 1 hidden, 2 very hidden. */
  state?: number;
  /** 0 worksheet, 2 chart. */
  kind?: number;
  records: Uint8Array[];
}

/** A Workbook stream: globals (BOF, the given records, BOUNDSHEETs, EOF), then each sheet's substream. */
export function workbookStream(globals: Uint8Array[], sheets: SheetSpec[], version = 0x0600): Uint8Array {
  const boundsheet = (sheet: SheetSpec, offset: number) =>
    record(
      0x0085,
      u32(offset),
      u8(sheet.state ?? 0),
      u8(sheet.kind ?? 0),
      u8(sheet.name.length),
      u8(0),
      chars(sheet.name, false),
    );
  const bodies = sheets.map((s) => concat([bof(s.kind === 2 ? 0x0020 : 0x0010, version), ...s.records, eof()]));
  const head = [bof(0x0005, version), ...globals];
  let offset = concat([...head, ...sheets.map((s) => boundsheet(s, 0)), eof()]).length;
  const entries = sheets.map((s, i) => {
    const entry = boundsheet(s, offset);
    offset += bodies[i]!.length;
    return entry;
  });
  return concat([...head, ...entries, eof(), ...bodies]);
}
