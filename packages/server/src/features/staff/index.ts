/** The staff feature's public entry: what other code may use. */
export { inviteMail } from './staff-mail.ts';
