/** What a client without active entities is told (spec 000 §2). */
export const NO_ACTIVE_ENTITIES_TEXT = 'Your account does not have active entities to view. Please contact your firm.';
