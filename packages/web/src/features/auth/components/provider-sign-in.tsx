import { Button, Divider, Stack } from '@mantine/core';
import { linkedAccountMessages, PROVIDER_SIGN_IN_REDIRECT_PATH, type LinkedAccountProvider } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { providerAuthorizeUrl, takeProviderReturn } from '../../../lib/provider-redirect';
import { signInWithProvider, useSignInProviders } from '../api/sign-in-with-provider';
import { authErrorText } from './auth-error';
import { useLoginFlow, useLoginState } from './login-flow';
import { SigningIn } from './signing-in';

/** Where the sign-in page keeps the trip to a provider it started (lib/provider-redirect.ts). */
export const PENDING_PROVIDER_SIGN_IN_KEY = 'portal.pending-provider-sign-in';
/** Where to go once signed in, kept across the trip to the provider. */
const REDIRECT_KEY = 'portal.provider-sign-in-redirect';

const returnUri = () => `${window.location.origin}${PROVIDER_SIGN_IN_REDIRECT_PATH}`;

/** "Sign in with …" for each configured provider, under the email step; nothing when none is configured. */
export function ProviderSignInButtons() {
  const providers = useSignInProviders();
  const { redirect } = useLoginFlow();
  const [leaving, setLeaving] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;

  const goTo = async (provider: LinkedAccountProvider) => {
    setLeaving(provider.id);
    if (redirect) sessionStorage.setItem(REDIRECT_KEY, redirect);
    else sessionStorage.removeItem(REDIRECT_KEY);
    window.location.assign(
      await providerAuthorizeUrl(provider, PROVIDER_SIGN_IN_REDIRECT_PATH, PENDING_PROVIDER_SIGN_IN_KEY),
    );
  };
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {list.map((p) => (
        <Button
          key={p.id}
          variant="default"
          fullWidth
          loading={leaving === p.id}
          disabled={leaving !== null && leaving !== p.id}
          onClick={() => void goTo(p)}
        >
          {linkedAccountMessages.signInWith(p.name)}
        </Button>
      ))}
    </Stack>
  );
}

/** provider-return: the provider sent the browser back to /signin; its code is traded for a session, once. */
export function ProviderReturnStep() {
  const flow = useLoginFlow();
  const { search } = useLoginState('provider-return');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const { finish } = flow;

  useEffect(() => {
    // React runs effects twice in development; the provider gives a code once.
    if (started.current === search) return;
    started.current = search;
    const returned = takeProviderReturn(new URLSearchParams(search), PENDING_PROVIDER_SIGN_IN_KEY);
    const redirect = sessionStorage.getItem(REDIRECT_KEY) ?? undefined;
    sessionStorage.removeItem(REDIRECT_KEY);
    if (!returned) {
      setFailure(linkedAccountMessages.signInFailed);
      return;
    }
    signInWithProvider({ ...returned, redirect_uri: returnUri(), ...(redirect ? { redirect } : {}) })
      .then(finish)
      .catch((e: unknown) => setFailure(authErrorText(e, linkedAccountMessages.signInFailed)));
  }, [search, finish]);

  return <SigningIn failure={failure} onBack={flow.back} />;
}
