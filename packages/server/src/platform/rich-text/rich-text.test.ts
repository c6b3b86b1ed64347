import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, opening them in a new tab', () => {
    expect(sanitizeRichText('<p>Hi <strong>Ann</strong>, see <a href="https://irs.gov/x">this</a></p>')).toBe(
      '<p>Hi <strong>Ann</strong>, see <a href="https://irs.gov/x" target="_blank" rel="noopener noreferrer nofollow">this</a></p>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.test">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
  ])('makes %j inert', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('escapes plain text and keeps its lines', () => {
    expect(sanitizeRichText('1 < 2 & 3\nsecond')).toBe('<p>1 &lt; 2 &amp; 3</p><p>second</p>');
  });
});

describe('richTextToPlain', () => {
  it('gives the words with line breaks between blocks', () => {
    expect(richTextToPlain('<p>Hello <b>Ann</b></p><p>1 &lt; 2 &amp; more</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Hello Ann\n1 < 2 & more\na\nb',
    );
  });
  it('is empty for markup without words', () => {
    expect(richTextToPlain('<p></p><p><br></p>')).toBe('');
  });
});
