import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api/auth-keys';
import { currentUserQueryKey } from '../features/session/api/get-current-user';
import { buildFirm, buildSession } from '../testing/factories';
import { testQueryClient, testRealtime } from '../testing/render';
import { AppProviders } from './provider';

const styles = () =>
  Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('\n');
const favicon = () => document.getElementById('firm-favicon')?.getAttribute('href') ?? null;

function SignInPage({ slug }: { slug: string }) {
  // The sign-in screen observes the branding lookup; here its answer is already cached.
  useQuery({ queryKey: authKeys.branding(slug), queryFn: () => null, enabled: false });
  return <Button>Sign in</Button>;
}

afterEach(() => document.getElementById('firm-favicon')?.remove());

describe('the app wears the firm branding', () => {
  it("follows the signed-in firm's adjusted primary colour and favicon, and the default without a session", async () => {
    const queryClient = testQueryClient();
    render(
      <AppProviders queryClient={queryClient} realtime={testRealtime()}>
        <Button>Save</Button>
      </AppProviders>,
    );
    await waitFor(() => expect(styles()).toContain('--mantine-color-portal-6: #1c4e80'));
    expect(favicon()).toBeNull();

    act(() =>
      queryClient.setQueryData(currentUserQueryKey, {
        ...buildSession(),
        firm: buildFirm(
          {},
          {
            theme: { name: 'default', url: null, primary: '#f5f5a0', secondary: '#0091d5', accent: '#ea6a47' },
            favicon_url: '/api/firms/3/favicon?v=1',
          },
        ),
      }),
    );
    await waitFor(() => expect(styles()).toContain('--mantine-color-portal-6: #7a7a0d'));
    expect(favicon()).toBe('/api/firms/3/favicon?v=1');

    act(() => queryClient.setQueryData(currentUserQueryKey, null));
    await waitFor(() => expect(styles()).toContain('--mantine-color-portal-6: #1c4e80'));
    expect(favicon()).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("wears the branding lookup's colours while a sign-in page shows it, and lets go when it closes", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.branding('acme'), {
      name: 'Acme Tax',
      subdomain_url: 'acme',
      medium_url: '/api/firms/3/logo?v=1',
      favicon_url: '/api/firms/3/favicon?v=2',
      theme: { primary: '#ffffff', secondary: '#0091d5', accent: '#ea6a47' },
    });
    const view = render(
      <AppProviders queryClient={queryClient} realtime={testRealtime()}>
        <SignInPage slug="acme" />
      </AppProviders>,
    );
    await waitFor(() => expect(styles()).toContain('--mantine-color-portal-6: #767676'));
    expect(favicon()).toBe('/api/firms/3/favicon?v=2');

    view.rerender(
      <AppProviders queryClient={queryClient} realtime={testRealtime()}>
        <Button>Help</Button>
      </AppProviders>,
    );
    await waitFor(() => expect(styles()).toContain('--mantine-color-portal-6: #1c4e80'));
    expect(favicon()).toBeNull();
  });
});
