/**
 * Every screen route of spec 000 §2 and 002 §2, with who may open it and the feature it belongs to.
 * A route whose feature is not built yet renders a page saying so (routes/not-built.tsx); a feature
 * that lands replaces its `lazy` module in router.tsx.
 */
export type Audience = 'public' | 'staff' | 'client' | 'signed-in';

export interface RouteHandle {
  audience?: Audience;
  /** The feature's name as users know it, e.g. 'Entities'. */
  feature?: string;
  /** The screen draws its own shell instead of its audience's layout (the client preview). */
  ownLayout?: boolean;
}

export interface ScreenRoute {
  path: string;
  audience: Audience;
  feature: string;
  ownLayout?: boolean;
}

export const publicRoutes: ScreenRoute[] = [
  { path: '/signin', audience: 'public', feature: 'Sign-in' },
  { path: '/create-firm', audience: 'public', feature: 'Create a firm' },
  { path: '/set-sign-in-method', audience: 'public', feature: 'Set sign-in method' },
  { path: '/document-drop-off', audience: 'public', feature: 'Document drop-off' },
  { path: '/drop-link', audience: 'public', feature: 'Drop link uploads' },
  { path: '/template', audience: 'public', feature: 'Template sign-up' },
  { path: '/template/:hashId/create-questionnaire-from-template', audience: 'public', feature: 'Template sign-up' },
  { path: '/secure-upload', audience: 'public', feature: 'Secure upload' },
  { path: '/confirm-firm-email', audience: 'public', feature: 'Confirm a new firm’s email' },
];

export const staffRoutes: ScreenRoute[] = [
  { path: '/overview', audience: 'staff', feature: 'Collect' },
  { path: '/templates', audience: 'staff', feature: 'Templates' },
  { path: '/templates/new', audience: 'staff', feature: 'Templates' },
  { path: '/templates/:templateId/edit', audience: 'staff', feature: 'Templates' },
  { path: '/admin', audience: 'staff', feature: 'Entities' },
  { path: '/admin/:companyHash', audience: 'staff', feature: 'Entity dashboard' },
  { path: '/admin/:companyHash/messages', audience: 'staff', feature: 'Entity messages' },
  { path: '/admin/:companyHash/messages/:conversationId', audience: 'staff', feature: 'Messages' },
  { path: '/admin/:companyHash/documents', audience: 'staff', feature: 'Entity documents' },
  { path: '/admin/:companyHash/connect', audience: 'staff', feature: 'Connect' },
  { path: '/admin/:companyHash/review-uploads', audience: 'staff', feature: 'Bulk Upload Processor Review' },
  { path: '/clients', audience: 'staff', feature: 'Users' },
  { path: '/clients/:userId', audience: 'staff', feature: 'User dashboard' },
  { path: '/messages', audience: 'staff', feature: 'Messages' },
  { path: '/tax-returns', audience: 'staff', feature: 'Deliver' },
  { path: '/tax-return-delivery-admin-view/:taxReturnId', audience: 'staff', feature: 'Deliver' },
  { path: '/review-and-export', audience: 'staff', feature: 'Connect' },
  { path: '/signature-requests', audience: 'staff', feature: 'Signatures' },
  { path: '/activities', audience: 'staff', feature: 'Activities' },
  { path: '/admin-drop-links', audience: 'staff', feature: 'Drop Link' },
  { path: '/settings/roles', audience: 'staff', feature: 'Firm Roles' },
  { path: '/workflows', audience: 'staff', feature: 'Workflows' },
  { path: '/firm', audience: 'staff', feature: 'Firm Settings' },
  { path: '/admin-guide', audience: 'staff', feature: 'Guide' },
  { path: '/admin-profile', audience: 'staff', feature: 'Profile Settings' },
  { path: '/import-lists', audience: 'staff', feature: 'Import lists' },
  // Staff only, in the client's shell: what that client sees (spec 000 §2).
  { path: '/preview/user/:previewUserId', audience: 'staff', feature: 'Client preview', ownLayout: true },
  { path: '/preview/:companyId', audience: 'staff', feature: 'Questionnaire preview' },
  { path: '/preview/:companyId/questionnaire/:questionnaireId', audience: 'staff', feature: 'Questionnaire preview' },
  // The spec's own form of the questionnaire preview (spec 000 §2 /preview/{companyId}/{questionnaireId}).
  { path: '/preview/:companyId/:questionnaireId', audience: 'staff', feature: 'Questionnaire preview' },
  { path: '/preview/template/:templateId', audience: 'staff', feature: 'Template preview' },
];

export const clientRoutes: ScreenRoute[] = [
  { path: '/inbox', audience: 'client', feature: 'Messages' },
  // The questionnaire's 'send us a message' link names the entity; the inbox shows the current entity's.
  { path: '/inbox/:companyHash', audience: 'client', feature: 'Messages' },
  { path: '/inbox/:companyHash/:conversationId', audience: 'client', feature: 'Messages' },
  { path: '/profile', audience: 'client', feature: 'Profile Settings' },
  { path: '/tax-return-delivery/:id', audience: 'client', feature: 'Tax return delivery' },
  { path: '/questionnaire/:companyHash', audience: 'client', feature: 'Questionnaires' },
];

/** Screens both sides open: staff reach them from dialogs and links too. */
export const sharedRoutes: ScreenRoute[] = [
  { path: '/documents/:companyHash', audience: 'signed-in', feature: 'Documents' },
  { path: '/review-signature-request/:signatureRequestId', audience: 'signed-in', feature: 'Signature review' },
  // Where a "your export is ready" notification leads.
  { path: '/exports/:exportId', audience: 'signed-in', feature: 'Exports' },
  // Where a test-mode deposit checkout sends the browser; a page of its own, without the app's shell.
  { path: '/test-checkout/:sessionId', audience: 'signed-in', feature: 'Deposit checkout', ownLayout: true },
  // Where a signer's test-mode identity check sends the browser (no STRIPE_SECRET_KEY), likewise on its own.
  { path: '/test-verification/:sessionId', audience: 'signed-in', feature: 'Identity verification', ownLayout: true },
];
