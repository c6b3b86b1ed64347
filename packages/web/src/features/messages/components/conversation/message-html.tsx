import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeMessageHtml } from './sanitize-html';

/** A message's rich text, rendered only after sanitizing it in the browser too. */
export function MessageHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <div className="message-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
