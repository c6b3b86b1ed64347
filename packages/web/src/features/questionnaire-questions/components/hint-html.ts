/**
 * Cleans a question's hint before it goes into the page as markup. The server already sanitized it; this
 * allow-list pass is the second line, and it walks the tree itself because DOMPurify is not effective in
 * every DOM (happy-dom keeps <script> through it). The messages feature has its own copy of this idea;
 * features do not import each other.
 */
const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'SPAN', 'SMALL']);
const SAFE_URL = /^(https?:|mailto:|tel:)/i;

function clean(parent: Node) {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (!(child instanceof Element) || !ALLOWED.has(child.tagName)) {
      // Unknown elements are dropped with what they hold: a script's text is not help for anyone.
      child.remove();
      continue;
    }
    for (const attr of [...child.attributes]) {
      const keep = child.tagName === 'A' && attr.name === 'href' && SAFE_URL.test(attr.value.trim());
      if (!keep) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A') {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    clean(child);
  }
}

export function cleanHintHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
