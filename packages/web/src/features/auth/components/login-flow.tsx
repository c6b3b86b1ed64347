import type { SignInMethod, SignInResult } from '@portal/domain';
import { createContext, useContext } from 'react';

/** The account the email step found. `method` null means sign-in by emailed link. */
export interface Account {
  email: string;
  uid: string;
  method: SignInMethod | null;
}

/**
 * The login screen's states (spec 000 §2). `password` is the login state once the account is known and
 * signs in by password; `exchanging` is the moment a /signin link is being traded for a session.
 */
export type LoginState =
  | { name: 'login'; email?: string }
  | { name: 'password'; account: Account }
  | { name: 'forgot-password'; account: Account }
  | { name: 'alternate-sign-in'; account: Account }
  | { name: 'sent-email'; uid: string; sentTo: string; account?: Account }
  | { name: 'sent-text'; uid: string; sentTo: string; account?: Account; authToken?: string }
  | { name: 'sms-failed'; account?: Account; authToken?: string }
  | { name: 'sent-link'; sentTo: string; purpose: 'sign-in' | 'reset' }
  | { name: '2fa'; twoFactorToken: string; sentTo: string; redirect: string }
  | { name: 'choose-firm'; token: string; firms: Array<{ id: number; name: string }>; redirect: string }
  | { name: 'exchanging'; authToken: string }
  /** Back from a sign-in provider: the query it returned with (`code`, `state`). */
  | { name: 'provider-return'; search: string }
  | { name: 'expired-link'; authToken: string };

export type LoginStateName = LoginState['name'];

export interface LoginFlow {
  state: LoginState;
  canGoBack: boolean;
  /** Moves to a new state; Back returns to this one (updated to `current` when given, e.g. the typed email). */
  go: (next: LoginState, current?: LoginState) => void;
  /** Moves without leaving a step to come back to (e.g. a link being exchanged). */
  replace: (next: LoginState) => void;
  back: () => void;
  /** Where to go after sign-in, carried through every call. */
  redirect: string | undefined;
  /** Follows a sign-in answer: a session, a second factor, the firm to pick, or the setup of a sign-in method. */
  finish: (result: SignInResult) => Promise<void>;
}

export const LoginFlowContext = createContext<LoginFlow | null>(null);

export function useLoginFlow(): LoginFlow {
  const flow = useContext(LoginFlowContext);
  if (!flow) throw new Error('useLoginFlow is used outside the login screen');
  return flow;
}

/** Narrows the flow's state for a state's own component. */
export function useLoginState<N extends LoginStateName>(name: N): Extract<LoginState, { name: N }> {
  const { state } = useLoginFlow();
  if (state.name !== name) throw new Error(`Expected the ${name} state, got ${state.name}`);
  return state as Extract<LoginState, { name: N }>;
}
