import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeMessageHtml } from './sanitize-html';

const render = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeMessageHtml(html);
  return div;
};

describe('sanitizeMessageHtml', () => {
  it('keeps the formatting the composer makes', () => {
    const html = sanitizeMessageHtml('<p>Hi <strong>there</strong></p><ul><li><em>one</em></li></ul>');
    expect(html).toContain('Hi <strong>there</strong>');
    expect(html).toContain('<ul><li><em>one</em></li></ul>');
  });
  it('drops scripts, images, handlers, styles and frames', () => {
    const div = render(
      '<p style="color:red" onclick="x()">a<img src=x onerror=alert(1)><script>alert(2)</script><iframe srcdoc="x"></iframe><svg onload=alert(3)></svg></p>',
    );
    expect(div.textContent).toBe('a');
    expect(div.querySelector('img, script, iframe, svg, [style], [onclick], [onerror], [onload]')).toBeNull();
  });
  it('keeps only safe links, opening in a new tab', () => {
    const div = render(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="https://example.com">d</a>',
    );
    expect(div.querySelector('[href^="javascript" i]')).toBeNull();
    expect(div.querySelector('[href^="data"]')).toBeNull();
    const links = [...div.querySelectorAll('a[href]')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
  });
  it('unwraps unknown tags to their text', () => {
    expect(sanitizeMessageHtml('<div><h1>Title</h1><marquee>x</marquee></div>')).toBe('Titlex');
  });
});

describe('plainTextOf', () => {
  it('is empty for an empty editor', () => {
    expect(plainTextOf('<p></p>')).toBe('');
    expect(plainTextOf('<p>&nbsp; </p>')).toBe('');
    expect(plainTextOf('<p>Hi</p>')).toBe('Hi');
  });
});
