import { Box } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Section HTML (instructions, custom elements, the engagement letter). The server sanitizes it; DOMPurify
 * here is a second line of defence so a server bug cannot become script in the client's browser.
 */
export function HtmlContent({ html, label }: { html: string | null | undefined; label?: string }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
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
