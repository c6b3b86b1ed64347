import DOMPurify from 'dompurify';

/** Its own instance, so the link hook below does not change DOMPurify for the rest of the app. */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** What the composer can produce; anything else is unwrapped to its text. */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'SPAN',
]);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'IMG',
  'SVG',
  'MATH',
  'VIDEO',
  'AUDIO',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'TEMPLATE',
  'NOSCRIPT',
  'LINK',
  'META',
]);
const SAFE_URL = /^(https?:|mailto:|tel:)/i;

/** A second, allow-list pass that walks the tree itself: it keeps working where DOMPurify is not effective. */
function allowListClean(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (parent: Node) => {
    for (const child of [...parent.childNodes]) {
      if (child.nodeType === Node.TEXT_NODE) continue;
      if (child.nodeType !== Node.ELEMENT_NODE) {
        child.remove();
        continue;
      }
      const el = child as Element;
      const tag = el.tagName.toUpperCase();
      if (DROPPED.has(tag)) {
        el.remove();
        continue;
      }
      clean(el);
      if (!ALLOWED.has(tag)) {
        el.replaceWith(...el.childNodes);
        continue;
      }
      const href = tag === 'A' ? el.getAttribute('href')?.trim() : undefined;
      for (const name of el.getAttributeNames()) el.removeAttribute(name);
      if (tag === 'A') {
        if (href && SAFE_URL.test(href)) el.setAttribute('href', href);
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/**
 * Message text is rich text the server already sanitized; it is cleaned again before it reaches the DOM
 * (defence in depth): DOMPurify first, then an allow-list of the composer's own tags with only safe link
 * URLs (http, https, mailto, tel). No scripts, event handlers, images, frames, forms or styles survive.
 * Links open in a new tab.
 */
export function sanitizeMessageHtml(html: string): string {
  const purified = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...DROPPED].map((t) => t.toLowerCase()),
    FORBID_ATTR: ['style', 'class', 'id'],
    ADD_ATTR: ['target'],
  });
  return allowListClean(purified);
}

/** The words of some rich text, to tell an empty editor ('<p></p>') from a message. */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\u00a0/g, ' ').trim();
}
