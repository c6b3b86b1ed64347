import { describe, expect, it } from 'vitest';
import { cleanFileName, fileExtension } from './file-names.ts';

describe('cleanFileName', () => {
  it.each([
    ['W-2 (2025).pdf', 'W-2 (2025).pdf'],
    ['1099_INT*final!.PDF', '1099_INT*final!.PDF'],
    ["O'Brien's return.pdf", "O'Brien's return.pdf"],
    ['Tax   return#%&2025.pdf', 'Tax return 2025.pdf'],
    ['C:\\Users\\ann\\return.pdf', 'return.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['.hidden', 'hidden'],
    ['Café résumé.pdf', 'Café résumé.pdf'],
    ['###', 'file'],
    ['', 'file'],
  ])('%j is stored as %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('keeps names to 200 characters', () => {
    expect(cleanFileName('a'.repeat(300) + '.pdf')).toHaveLength(200);
  });
});

describe('fileExtension', () => {
  it.each([
    ['Return.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.env', ''],
  ])('%j has %j', (name, ext) => expect(fileExtension(name)).toBe(ext));
});
