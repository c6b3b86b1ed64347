/** The auth feature's public entry: what other features may use. */
export { assertSendAllowed } from './auth-secrets.repo.ts';
export { type UserRow, findFirmUserByEmail, findUserById, updateUserAuth } from './auth-users.repo.ts';
export { sendOutcome } from './auth.routes.ts';
export { type AuthDeps, type Origin, type SignInOutcome, hashPassword, issueLinkToken } from './auth.service.ts';
export { type SignInMethodChoice, applySignInMethod } from './setup.service.ts';
export { sendAuthLink } from './sign-in.service.ts';
export { type ArrivalLinkDeps, clientArrivalLink, clientArrivalLinks, firmQuery } from './arrival-link.ts';
export { authMail } from './auth-messages.ts';
