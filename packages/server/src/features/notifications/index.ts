/** The notifications feature's public entry: who on the firm hears of a client's action, and telling them. */
export { entityStaffToNotify, notifyStaff, type StaffNotice } from './entity-staff.ts';
