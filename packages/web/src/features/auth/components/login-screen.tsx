import { Anchor } from '@mantine/core';
import { safeRedirect, type SignInResult } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFirmBranding } from '../api/get-firm-branding';
import { AuthCard } from './auth-card';
import { ChooseFirmStep } from './choose-firm-step';
import { LoginEmailStep } from './login-email-step';
import { LoginFlowContext, type LoginFlow, type LoginState, type LoginStateName } from './login-flow';
import { ExchangingStep, ExpiredLinkStep, SentLinkStep } from './login-link-steps';
import { SentCodeStep } from './login-code-steps';
import { ForgotPasswordStep, LoginPasswordStep } from './login-password-steps';
import { ProviderReturnStep } from './provider-sign-in';
import { isProviderReturn } from '../../../lib/provider-redirect';
import { AlternateSignInStep, SmsFailedStep } from './login-recovery-steps';
import { TwoFactorStep } from './two-factor-step';

/** Starts the session from a sign-in answer's token, then goes to the redirect (the app supplies it). */
export type OnSignedIn = (accessToken: string, redirect: string) => Promise<void>;

const titles: Record<LoginStateName, string> = {
  login: 'Sign in',
  password: 'Sign in',
  'forgot-password': 'Reset your password',
  'alternate-sign-in': 'Use another sign-in method',
  'sent-email': 'Check your email',
  'sent-text': 'Check your phone',
  'sms-failed': 'We could not text you a code',
  'sent-link': 'Check your email',
  '2fa': 'Two-factor authentication',
  'choose-firm': 'Choose a firm',
  exchanging: 'Signing you in',
  'provider-return': 'Signing you in',
  'expired-link': 'This link has expired',
};

/**
 * Where to go after sign-in: `redirect`, else back to the questionnaire a link pointed at. Checked here
 * and again on arrival, so only paths of this site are ever followed.
 */
export function redirectFromSearch(params: URLSearchParams): string | undefined {
  const redirect = params.get('redirect');
  if (redirect) return safeRedirect(redirect);
  const questionnaireId = params.get('questionnaireId');
  return questionnaireId ? `/?questionnaireId=${encodeURIComponent(questionnaireId)}` : undefined;
}

/** The sign-in page at / and /signin: every state of spec 000 §2 in one card, Back walking the way back. */
export function LoginScreen({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = redirectFromSearch(params);
  const branding = useFirmBranding(params.get('firm'));
  // A firm's own sign-in page (named by ?firm= or its host) is where its clients arrive: it offers what a client
  // needs, not "Create a firm" (issue 38 §6). The portal's own page still does, once it knows it names no firm.
  const portalOwnPage = !params.get('firm') && branding.isSuccess && !branding.data;
  const [stack, setStack] = useState<LoginState[]>(() => {
    const authToken = params.get('auth_token');
    if (authToken) return [{ name: 'login' }, { name: 'exchanging', authToken }];
    if (isProviderReturn(params)) return [{ name: 'login' }, { name: 'provider-return', search: params.toString() }];
    return [{ name: 'login' }];
  });
  const state = useMemo<LoginState>(() => stack[stack.length - 1] ?? { name: 'login' }, [stack]);

  const go = useCallback((next: LoginState, current?: LoginState) => {
    setStack((s) => [...(current ? [...s.slice(0, -1), current] : s), next]);
  }, []);
  const replace = useCallback((next: LoginState) => setStack((s) => [...s.slice(0, -1), next]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);

  const finish = useCallback(
    async (result: SignInResult) => {
      if (result.status === 'signed_in') {
        await onSignedIn(result.firebase_token, result.redirect || redirect || '/');
      } else if (result.status === 'two_factor_required') {
        go({
          name: '2fa',
          twoFactorToken: result.two_factor_token,
          sentTo: result.sent_to,
          redirect: result.redirect,
        });
      } else if (result.status === 'choose_firm') {
        go({ name: 'choose-firm', token: result.token, firms: result.firms, redirect: result.redirect });
      } else {
        const search = new URLSearchParams({ token: result.token, redirect: result.redirect || redirect || '/' });
        void navigate(`/set-sign-in-method?${search.toString()}`);
      }
    },
    [onSignedIn, redirect, go, navigate],
  );

  const flow = useMemo<LoginFlow>(
    () => ({ state, canGoBack: stack.length > 1, go, replace, back, redirect, finish }),
    [state, stack.length, go, replace, back, redirect, finish],
  );

  // The link's token stays in the address only while the link is being used or shown as expired.
  const keepsToken = state.name === 'exchanging' || state.name === 'expired-link';
  useEffect(() => {
    if (keepsToken || !params.has('auth_token')) return;
    setParams(
      (p) => {
        p.delete('auth_token');
        return p;
      },
      { replace: true },
    );
  }, [keepsToken, params, setParams]);

  // A provider's code and state are used once: they leave the address at once (the step keeps its copy).
  useEffect(() => {
    if (!params.has('code') && !params.has('state')) return;
    setParams(
      (p) => {
        for (const key of ['code', 'state', 'error', 'error_description', 'iss', 'scope']) p.delete(key);
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);

  // Keyboard and screen reader users land on the new state's first field, else its title.
  const root = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target =
      root.current?.querySelector<HTMLElement>('input:not([disabled]):not([hidden])') ??
      root.current?.querySelector<HTMLElement>('h1');
    target?.focus();
  }, [state]);

  return (
    <LoginFlowContext.Provider value={flow}>
      <div ref={root}>
        <AuthCard
          title={titles[state.name]}
          branding={branding.data}
          links={
            state.name === 'login' && portalOwnPage ? (
              <Anchor component={Link} to="/create-firm">
                Create a firm
              </Anchor>
            ) : null
          }
        >
          <StateView state={state} flow={flow} />
        </AuthCard>
      </div>
    </LoginFlowContext.Provider>
  );
}

function StateView({ state, flow }: { state: LoginState; flow: LoginFlow }) {
  switch (state.name) {
    case 'login':
      return <LoginEmailStep />;
    case 'password':
      return <LoginPasswordStep />;
    case 'forgot-password':
      return <ForgotPasswordStep />;
    case 'alternate-sign-in':
      return <AlternateSignInStep />;
    case 'sent-email':
    case 'sent-text':
      return <SentCodeStep key={state.name} />;
    case 'sms-failed':
      return <SmsFailedStep />;
    case 'sent-link':
      return <SentLinkStep />;
    case '2fa':
      return (
        <TwoFactorStep
          twoFactorToken={state.twoFactorToken}
          sentTo={state.sentTo}
          onResult={flow.finish}
          onBack={flow.back}
        />
      );
    case 'choose-firm':
      return <ChooseFirmStep />;
    case 'exchanging':
      return <ExchangingStep />;
    case 'provider-return':
      return <ProviderReturnStep />;
    case 'expired-link':
      return <ExpiredLinkStep />;
  }
}
