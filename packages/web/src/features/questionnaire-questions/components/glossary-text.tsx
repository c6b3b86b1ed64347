import { Tooltip } from '@mantine/core';
import { splitByGlossary } from '@portal/domain';
import { Fragment, useContext, useMemo } from 'react';
import { GlossaryContext } from '../../../lib/questionnaires/glossary-context';

export { GlossaryProvider } from '../../../lib/questionnaires/glossary-context';

/**
 * A question's text with each glossary key word underlined (dotted); its description shows as a tooltip on
 * hover, on touch, and when the word is reached with Tab, and is then read as the word's description.
 */
export function GlossaryText({ text }: { text: string }) {
  const entries = useContext(GlossaryContext);
  const parts = useMemo(() => splitByGlossary(text, entries), [text, entries]);
  if (!parts.some((p) => p.entry)) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        part.entry ? (
          <Tooltip
            key={i}
            label={part.entry.description}
            multiline
            maw={320}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <span
              tabIndex={0}
              data-glossary-term
              // Inline said outright: the input's accessible name then reads the words without extra spaces.
              style={{ display: 'inline', textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
            >
              {part.text}
            </span>
          </Tooltip>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
