import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  LINKED_ACCOUNT_REDIRECT_PATH,
  linkedAccountMessages,
  type LinkedAccount,
  type LinkedAccountProvider,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { useLinkAccount } from '../api/link-account';
import { useLinkedAccounts } from '../api/linked-accounts';
import { useUnlinkAccount } from '../api/unlink-account';

/** Where the card keeps the link it started, to check the provider's answer belongs to it (OAuth `state`). */
export const PENDING_LINK_KEY = 'portal.pending-account-link';

const redirectUri = () => `${window.location.origin}${LINKED_ACCOUNT_REDIRECT_PATH}`;

function authorizeHref(provider: LinkedAccountProvider, state: string) {
  const url = new URL(provider.authorize_url);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.client_id);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

function readPending(): { state: string; provider: string } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_LINK_KEY);
    return raw ? (JSON.parse(raw) as { state: string; provider: string }) : null;
  } catch {
    return null;
  }
}

/**
 * Linked sign-in accounts (spec 000 §7), in staff Profile Settings: link a Google, Microsoft or the firm's own
 * sign-in, and unlink it. The provider sends the browser back here (/admin-profile) with a code, which the
 * card hands to users/link_account when its state matches the link this browser started.
 */
export function LinkedAccountsCard({ readOnly }: { readOnly: boolean }) {
  const accounts = useLinkedAccounts();
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  const [params, setParams] = useSearchParams();
  const [state] = useState(() => crypto.randomUUID());
  const handled = useRef(false);

  const code = params.get('code');
  const returnedState = params.get('state');
  const providerError = params.get('error');
  useEffect(() => {
    if (handled.current || (!code && !providerError) || !returnedState) return;
    handled.current = true;
    const pending = readPending();
    sessionStorage.removeItem(PENDING_LINK_KEY);
    setParams({}, { replace: true });
    if (!code || !pending || pending.state !== returnedState) {
      notify.error(linkedAccountMessages.linkFailed);
      return;
    }
    link.mutate(
      { provider: pending.provider, code, redirect_uri: redirectUri() },
      { onSuccess: (r) => notify.success(r.message) },
    );
  }, [code, returnedState, providerError, setParams, link]);

  if (accounts.isPending || link.isPending) return <Loader size="sm" aria-label="Loading linked accounts" />;
  if (accounts.isError) return <Text c="red">{linkedAccountMessages.linkFailed}</Text>;
  const { linked_accounts: linked, providers } = accounts.data;
  const linkable = providers.filter((p) => !linked.some((a) => a.provider === p.id));

  return (
    <Stack gap="sm">
      {linked.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sign-in accounts are linked.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {linked.map((a: LinkedAccount) => (
            <Group key={a.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                <strong>{a.provider_name}</strong>
                {a.email ? ` · ${a.email}` : ''}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={readOnly}
                loading={unlink.isPending && unlink.variables === a.id}
                aria-label={`Unlink ${a.provider_name} account`}
                onClick={() => unlink.mutate(a.id, { onSuccess: (r) => notify.success(r.message) })}
              >
                Unlink
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {linkable.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          {linkable.map((p) => (
            <Button
              key={p.id}
              component="a"
              variant="light"
              href={readOnly ? undefined : authorizeHref(p, state)}
              data-disabled={readOnly || undefined}
              aria-disabled={readOnly || undefined}
              onClick={(e) => {
                if (readOnly) {
                  e.preventDefault();
                  return;
                }
                sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state, provider: p.id }));
              }}
            >
              {`Link ${p.name} account`}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
