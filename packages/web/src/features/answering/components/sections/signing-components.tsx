import type { AdoptedSignatureInput, SignatureType } from '@portal/domain';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * The signing UI comes from the signatures feature; features do not import each other, so app/ provides
 * it here (AppProviders) and the engagement letter renders whatever it is given.
 */
export interface SigningComponents {
  AdoptSignature: ComponentType<{ onAdopt: (input: AdoptedSignatureInput) => void; pending?: boolean }>;
  AdoptedSignatureView: ComponentType<{ signature: string; signatureType: SignatureType | null; alt: string }>;
}

const SigningComponentsContext = createContext<SigningComponents | null>(null);

export const SigningComponentsProvider = SigningComponentsContext.Provider;

export function useSigningComponents(): SigningComponents {
  const components = useContext(SigningComponentsContext);
  if (!components) throw new Error('SigningComponentsProvider is missing (app/provider.tsx provides it)');
  return components;
}
