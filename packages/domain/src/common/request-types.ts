/**
 * Request types (spec 002 §3): what a step asks of a client. Questionnaire sections use 0, 2, 3, 4 and 10;
 * tax return delivery uses the hidden 6–9 for its steps and 11 for the delivery itself, which is locked
 * (a firm cannot edit or remove it) and has its own default instruction.
 */
export const REQUEST_TYPES = {
  custom: 0,
  agreement_signature: 2,
  questionnaire: 3,
  review_and_submit: 4,
  pdf_review: 6,
  payment_request: 7,
  download_document: 8,
  pdf_signature: 9,
  document_checklist: 10,
  delivery: 11,
} as const;
export type RequestTypeKey = keyof typeof REQUEST_TYPES;
export type RequestTypeId = (typeof REQUEST_TYPES)[RequestTypeKey];

/** Types a firm never sees in a list of request types to choose from. */
export const HIDDEN_REQUEST_TYPES: readonly RequestTypeKey[] = [
  'pdf_review',
  'payment_request',
  'download_document',
  'pdf_signature',
];

/** Types a firm cannot change or remove. */
export const LOCKED_REQUEST_TYPES: readonly RequestTypeKey[] = ['delivery'];

/** Default instructions per type, where the spec gives one. */
export const REQUEST_TYPE_INSTRUCTIONS: Partial<Record<RequestTypeKey, string>> = {
  delivery: 'Please sign form 8879 and download your tax return.',
};

export const requestTypeKeyOf = (id: number): RequestTypeKey | null =>
  (Object.keys(REQUEST_TYPES) as RequestTypeKey[]).find((k) => REQUEST_TYPES[k] === id) ?? null;

export const isHiddenRequestType = (key: RequestTypeKey) => HIDDEN_REQUEST_TYPES.includes(key);
export const isLockedRequestType = (key: RequestTypeKey) => LOCKED_REQUEST_TYPES.includes(key);
