import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSubdomainAvailability } from '../api/subdomain-availability';

/** Asked once typing pauses: a check per key would spend the sign-up page's rate limit. */
const CHECK_DEBOUNCE_MS = 400;

/**
 * Under /create-firm's subdomain (issue 38 §6): the address the firm's clients will sign in at, and whether the
 * subdomain can be had, as it is typed.
 */
export function SubdomainPreview({ subdomain, id }: { subdomain: string; id: string }) {
  const [debounced] = useDebouncedValue(subdomain.trim().toLowerCase(), CHECK_DEBOUNCE_MS);
  const check = useSubdomainAvailability(debounced);
  const answer = debounced && check.data?.subdomain === debounced ? check.data : null;
  return (
    <div id={id} aria-live="polite">
      {answer ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {answer.is_available ? (
            <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden style={{ flex: 'none' }} />
          ) : (
            <IconCircleX size={16} color="var(--mantine-color-error)" aria-hidden style={{ flex: 'none' }} />
          )}
          <Text
            size="sm"
            c={answer.is_available ? undefined : 'var(--mantine-color-error)'}
            style={{ wordBreak: 'break-all' }}
          >
            {answer.is_available ? `Available. Your clients will sign in at ${answer.address}` : answer.message}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
