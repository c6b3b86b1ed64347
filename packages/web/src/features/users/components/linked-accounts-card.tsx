import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  LINKED_ACCOUNT_REDIRECT_PATH,
  linkedAccountMessages,
  type LinkedAccount,
  type LinkedAccountProvider,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { isProviderReturn, providerAuthorizeUrl, takeProviderReturn } from '../../../lib/provider-redirect';
import { useLinkAccount } from '../api/link-account';
import { useLinkedAccounts } from '../api/linked-accounts';
import { useUnlinkAccount } from '../api/unlink-account';

/** Where the card keeps the link it started, to check the provider's answer belongs to it (OAuth `state`). */
export const PENDING_LINK_KEY = 'portal.pending-account-link';

const redirectUri = () => `${window.location.origin}${LINKED_ACCOUNT_REDIRECT_PATH}`;

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
  const [leaving, setLeaving] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedAccount | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !isProviderReturn(params)) return;
    handled.current = true;
    const returned = takeProviderReturn(params, PENDING_LINK_KEY);
    setParams({}, { replace: true });
    if (!returned) {
      notify.error(linkedAccountMessages.linkFailed);
      return;
    }
    link.mutate({ ...returned, redirect_uri: redirectUri() }, { onSuccess: (r) => notify.success(r.message) });
  }, [params, setParams, link]);

  const goTo = async (provider: LinkedAccountProvider) => {
    setLeaving(provider.id);
    window.location.assign(await providerAuthorizeUrl(provider, LINKED_ACCOUNT_REDIRECT_PATH, PENDING_LINK_KEY));
  };

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
                onClick={() => setUnlinking(a)}
              >
                Unlink
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {providers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No outside sign-in is set up for this portal. Whoever runs it can add Google, Microsoft or the firm’s own
          OpenID Connect sign-in with the GOOGLE_*, MICROSOFT_* or OIDC_* settings (docs/configuration.md).
        </Text>
      ) : null}
      {linkable.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          {linkable.map((p) => (
            <Button
              key={p.id}
              variant="light"
              disabled={readOnly}
              loading={leaving === p.id}
              onClick={() => void goTo(p)}
            >
              {`Link ${p.name} account`}
            </Button>
          ))}
        </Group>
      ) : null}
      <ConfirmDialog
        opened={unlinking !== null}
        title="Unlink account"
        message={`You will no longer be able to sign in with ${unlinking?.provider_name ?? 'this account'}${unlinking?.email ? ` (${unlinking.email})` : ''}. You can link it again later.`}
        confirmLabel="Unlink"
        danger
        pending={unlink.isPending}
        onClose={() => setUnlinking(null)}
        onConfirm={() =>
          unlinking &&
          unlink.mutate(unlinking.id, {
            onSuccess: (r) => {
              setUnlinking(null);
              notify.success(r.message);
            },
          })
        }
      />
    </Stack>
  );
}
