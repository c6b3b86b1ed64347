import { Anchor, List, Text } from '@mantine/core';
import { missingAnswerLabel, type MissingAnswer, type Question } from '@portal/domain';
import { Link, type To } from 'react-router';

/** Up to this many missing answers are listed one by one; past it, the count is said instead. */
export const MISSING_LISTED = 3;

export const missingCountText = (n: number) => (n === 1 ? '1 answer needed' : `${n} answers needed`);

/**
 * What a section still needs, each a link to the question (an entry's field links to its entries
 * question, which names the field again and opens the entry at it). A long list is only counted.
 */
export function MissingAnswersList({
  missing,
  linkTo,
  label,
}: {
  missing: MissingAnswer<Question>[];
  linkTo: (questionId: number) => To;
  label: string;
}) {
  if (missing.length === 0) return null;
  if (missing.length > MISSING_LISTED)
    return (
      <Text size="xs" c="dimmed">
        {missingCountText(missing.length)}
      </Text>
    );
  return (
    <List size="xs" spacing={2} aria-label={label} listStyleType="none" p={0} m={0}>
      {missing.map((m) => (
        <List.Item key={m.question.id}>
          <Anchor component={Link} to={linkTo((m.entries ?? m.question).id)} size="xs" underline="always">
            {`Needed: ${missingAnswerLabel(m)}`}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
