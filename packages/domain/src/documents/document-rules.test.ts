import { describe, expect, it } from 'vitest';
import {
  clientActionsBlocked,
  isNewDocument,
  isStaffOnlyPath,
  isValidItemName,
  isWithin,
  joinPath,
  normalizeFolderPath,
  parentPath,
  priorYearFolder,
} from './document-rules.ts';
import { detectFileType, nameForType } from './file-types.ts';

describe('normalizeFolderPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/2025/Tax Return/', '/2025/Tax Return'],
    ['/Attachments', '/Attachments'],
  ])('%j is %j', (input, expected) => expect(normalizeFolderPath(input)).toBe(expected));

  it.each([
    '../etc',
    '/../etc',
    '/a/../b',
    '/a/./b',
    '/a//b',
    '/%2e%2e/x',
    '/%252e%252e/x',
    '/a%2fb',
    '/a\\..\\b',
    '/a\u0000b',
    'relative/path',
    `/${'a/'.repeat(30)}`,
    '/%E0%A4%A',
  ])('refuses %j', (input) => expect(normalizeFolderPath(input)).toBeNull());

  it('joins, splits and contains paths', () => {
    expect(joinPath('/', 'A')).toBe('/A');
    expect(joinPath('/A', 'B')).toBe('/A/B');
    expect(parentPath('/A/B')).toBe('/A');
    expect(parentPath('/A')).toBe('/');
    expect(isWithin('/A/B', '/A')).toBe(true);
    expect(isWithin('/AB', '/A')).toBe(false);
    expect(isWithin('/x', '/')).toBe(true);
  });

  it('checks names as single segments', () => {
    expect(isValidItemName('W-2 (2025).pdf')).toBe(true);
    expect(['', '..', 'a/b', ' lead', 'a\u0001'].map(isValidItemName)).toEqual([false, false, false, false, false]);
  });
});

describe('folder rules', () => {
  it('STAFF ONLY anywhere in the path makes it staff-only', () => {
    expect(isStaffOnlyPath(priorYearFolder(2024))).toBe(true);
    expect(isStaffOnlyPath('/Notes (staff only)/x')).toBe(true);
    expect(isStaffOnlyPath('/Staff/Only')).toBe(false);
  });

  it('keeps the tax return delivery folder from clients, and only it', () => {
    expect(isStaffOnlyPath('/Tax Return Delivery')).toBe(true);
    expect(isStaffOnlyPath('/tax return delivery/old')).toBe(true);
    expect(isStaffOnlyPath('/Tax Return Delivery 2024')).toBe(false);
    expect(isStaffOnlyPath('/2025/Tax Return')).toBe(false);
  });

  it.each([
    ['/2025/Tax Return', [''], true],
    ['/anything', ['/'], true],
    ['/2025/Tax Return', ['/{year}/Tax Return'], true],
    ['/2000/Tax Return', ['/{year}/Tax Return'], true],
    ['/2034/Tax Return/copy', ['/{year}/Tax Return'], true],
    ['/2035/Tax Return', ['/{year}/Tax Return'], false],
    ['/1999/Tax Return', ['/{year}/Tax Return'], false],
    ['/Tax Return', ['/{year}/Tax Return'], false],
    ['/Engagement Letters', ['Engagement Letters'], true],
    ['/Engagement Letters 2', ['/Engagement Letters'], false],
    ['/Uploads', [], false],
    ['/Uploads', null, false],
  ] as const)('%j with %j is blocked: %j', (path, patterns, blocked) => {
    expect(clientActionsBlocked(path, patterns)).toBe(blocked);
  });

  it('shows New for 24 hours', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(isNewDocument('2026-03-01T12:00:01Z', now)).toBe(true);
    expect(isNewDocument('2026-03-01T12:00:00Z', now)).toBe(false);
  });
});

describe('detectFileType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it.each([
    [bytes('%PDF-1.7\n'), 'pdf'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    [bytes('GIF89a'), 'gif'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [bytes([0, 0, 0, 0x18], 'ftypheic'), 'heic'],
    [bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), '[Content_Types].xml'), 'xlsx'],
    [bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), 'word/document.xml'), null],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'xls'],
    [bytes('MZ\x90\x00'), null],
    [bytes('<html><script>'), null],
    [bytes(''), null],
  ])('%#: %j', (head, type) => expect(detectFileType(head)).toBe(type));

  it('keeps a name that matches its type, adds a missing extension, refuses a false one', () => {
    expect(nameForType('W-2.PDF', 'pdf')).toBe('W-2.PDF');
    expect(nameForType('photo.jpeg', 'jpeg')).toBe('photo.jpeg');
    expect(nameForType('scan', 'png')).toBe('scan.png');
    expect(nameForType('return.pdf', 'png')).toBeNull();
    expect(nameForType('virus.exe', 'pdf')).toBeNull();
  });
});
