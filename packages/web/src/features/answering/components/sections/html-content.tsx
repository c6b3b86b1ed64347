import { Box } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
/** DOMPurify loads with the first section that has HTML to show, not with the questionnaire's code (issue 22 §4). */
const loadSanitizer = (): Promise<Sanitize> =>
  import('dompurify').then((m) => (sanitize = (html) => m.default.sanitize(html)));

/**
 * Section HTML (instructions, custom elements, the engagement letter). The server sanitizes it; DOMPurify
 * here is a second line of defence so a server bug cannot become script in the client's browser: nothing is
 * shown until it has cleaned the HTML.
 */
export function HtmlContent({ html, label }: { html: string | null | undefined; label?: string }) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (!ready && html) void loadSanitizer().then(() => setReady(true));
  }, [ready, html]);
  const clean = useMemo(() => (html && ready && sanitize ? sanitize(html) : ''), [html, ready]);
  if (!clean) return null;
  return (
    <Box
      className="questionnaire-html"
      aria-label={label}
      role={label ? 'region' : undefined}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
