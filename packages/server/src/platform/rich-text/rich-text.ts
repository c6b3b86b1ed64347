import sanitizeHtml from 'sanitize-html';

/**
 * What message text may hold: the editor's formatting and links, nothing that runs. Every attribute
 * not listed goes (so no on* handler), links keep only http, https and mailto (so no `javascript:`),
 * and open in a new tab without access to the portal's window.
 */
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link without a safe address keeps its words but no address, so it goes nowhere.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href!, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs: {} },
  },
};
// transformTags adds target and rel after the attribute filter has run, so they survive it.
RICH_TEXT.allowedAttributes = { a: ['href', 'target', 'rel'] };

/** Sanitized rich text. Plain text typed without tags is escaped and kept, line breaks included. */
export function sanitizeRichText(input: string): string {
  const html = /<[a-z!/]/i.test(input) ? input : escapeLines(input);
  return sanitizeHtml(html, RICH_TEXT).trim();
}

function escapeLines(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\r?\n/)
    .map((line) => `<p>${line}</p>`)
    .join('');
}

/** The words of rich text, for previews, search, email, SMS and export: block ends become line breaks. */
export function richTextToPlain(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|blockquote|pre)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
