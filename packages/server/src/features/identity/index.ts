/** The identity feature's public entry: checking a signer's identity before they sign any subject. */
export {
  adoptRecentCheck,
  aggregateVerifications,
  identityChecksOf,
  signerIdentities,
  signerVerifications,
  startVerification,
  type IdentityDeps,
  type SignerCheck,
  type StartVerification,
  type VerifiedHandlers,
} from './identity.service.ts';
export { aggregateVerificationSql, type VerificationSubject } from './verifications.repo.ts';
export { identityRoutes } from './identity.routes.ts';
