/** The identity feature's public entry: checking a signer's identity before they sign any subject. */
export {
  aggregateVerifications,
  signerIdentities,
  signerVerifications,
  startVerification,
  type IdentityDeps,
  type StartVerification,
  type VerifiedHandlers,
} from './identity.service.ts';
export type { VerificationSubject } from './verifications.repo.ts';
export { identityRoutes } from './identity.routes.ts';
