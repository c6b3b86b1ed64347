import type { PreferenceKey } from '@portal/domain';

export interface PreferenceItem {
  key: PreferenceKey;
  label: string;
  /** One line on what the flag does, shown under it. */
  description: string;
  kind?: 'switch' | 'text' | 'long-text' | 'number';
  /** For a number: its unit, shown after it ('hours'), and its bounds. */
  unit?: string;
  min?: number;
  max?: number;
}

export interface PreferenceGroup {
  title: string;
  items: PreferenceItem[];
}

/** Every firm preference of spec 002 §3 (and the questionnaire ones of 001 §3), grouped as the spec groups them. */
export const PREFERENCE_GROUPS: PreferenceGroup[] = [
  {
    title: 'In-app banner',
    items: [
      {
        key: 'in_app_banner_enabled',
        label: 'Show a banner to staff',
        description: 'A notice at the top of every staff page until dismissed.',
      },
      {
        key: 'in_app_banner_text',
        label: 'Banner text',
        description: 'What the banner says. Staff see it again when it changes.',
        kind: 'long-text',
      },
    ],
  },
  {
    title: 'Features',
    items: [
      {
        key: 'new_tax_return_delivery_enabled',
        label: 'Tax return delivery',
        description: 'Deliver returns for review, signature and payment (the Deliver page).',
      },
      {
        key: 'signature_requests_enabled',
        label: 'Signature requests',
        description: 'Ask clients to e-sign any PDF (the Signatures page).',
      },
      {
        key: 'review_and_export_enabled',
        label: 'Connect',
        description: 'Review and export client documents to tax software.',
      },
      {
        key: 'workflow_automation_enabled',
        label: 'Workflows',
        description: 'Automations that run when a questionnaire is submitted or a client is added.',
      },
      {
        key: 'bulk_upload_processor',
        label: 'Bulk upload processor',
        description: 'Split and recognise tax documents uploaded in bulk.',
      },
      { key: 'annotation_enabled', label: 'Annotations', description: 'Mark up documents with notes for your team.' },
      {
        key: 'communication_disabled',
        label: 'Turn off messaging',
        description: 'Hides Messages for staff and clients.',
      },
      {
        key: 'message_tags_disabled',
        label: 'Turn off message tags',
        description: 'Messages can no longer be tagged.',
      },
      {
        key: 'all_activities_enabled',
        label: 'Activity feed',
        description: "Shows the firm's activity feed (the Activities page) to staff.",
      },
      {
        key: 'drop_link_enabled',
        label: 'Drop links',
        description: 'Public links anyone can use to send your firm files.',
      },
      {
        key: 'use_firm_roles',
        label: 'Firm roles',
        description: 'Named roles with permissions that partners and admins assign per entity.',
      },
      { key: 'tour_enabled', label: 'Guide', description: 'A short tour with a checklist for getting started.' },
      {
        key: 'template_disabled_for_nonadmin',
        label: 'Templates for partners only',
        description: 'Full users and admins no longer see Templates.',
      },
      {
        key: 'hide_documents_view_from_clients',
        label: 'Hide Documents from clients',
        description: 'Clients no longer see the Documents page.',
      },
      {
        key: 'document_tags_enabled',
        label: 'Document tags',
        description: 'Staff tag files to classify them; clients see the tags.',
      },
    ],
  },
  {
    title: 'Identity verification',
    items: [
      {
        key: 'tax_return_identity_verification_enabled',
        label: 'Verify identity before signing',
        description:
          'Signers prove who they are before they can sign (with the check below); the ID fraud detection column shows the result.',
      },
      {
        key: 'tax_return_stripe_idv_enabled',
        label: 'Verify identity with Stripe Identity',
        description:
          'The check: a photo ID and a selfie through Stripe Identity (its test mode when Stripe is not set up).',
      },
      {
        key: 'identity_verification_reuse_hours',
        label: 'One check per sitting',
        description:
          "A signer's passed check stands for their other returns and signature requests for this many hours. 0 asks for a check for every document.",
        kind: 'number',
        unit: 'hours',
        min: 0,
        max: 720,
      },
    ],
  },
  {
    title: 'Grouping and two-factor',
    items: [
      {
        key: 'has_firm_groups',
        label: 'Firm groups',
        description: 'Split staff and entities into groups; group users see only their own.',
      },
      {
        key: 'force_2fa_on_firm_users',
        label: 'Require two-factor for staff',
        description: 'Staff enter a code at their next sign-in and every one after.',
      },
      {
        key: 'force_2fa_on_users',
        label: 'Require two-factor for clients',
        description: 'Clients enter a code at their next sign-in and every one after.',
      },
    ],
  },
  {
    title: 'Questionnaires',
    items: [
      {
        key: 'hide_document_uploads_within_sections',
        label: 'Hide uploads within sections',
        description: 'Clients upload documents only from the documents step.',
      },
      {
        key: 'first_section_required',
        label: 'First section required',
        description: 'Clients must complete the first section before the others.',
      },
      {
        key: 'require_one_signature_per_section',
        label: 'One signature per section',
        description: 'Each signing section needs its own signature.',
      },
      {
        key: 'hide_signature_print_option',
        label: 'Hide print-and-sign',
        description: 'Clients sign only electronically.',
      },
      {
        key: 'disable_provided_elsewhere',
        label: "Turn off 'Provided Elsewhere'",
        description: 'Clients cannot answer that they provided something elsewhere.',
      },
      { key: 'billing_enabled', label: 'Deposits', description: 'Questionnaires may ask for a deposit by card.' },
      {
        key: 'document_drop_off_enabled',
        label: 'Document drop-off',
        description: 'Send a request for documents only, with a 7-day upload link.',
      },
      {
        key: 'remove_please_upload_for_rollover_items',
        label: "Drop 'Please upload' from prior-year items",
        description: 'Prior-year items show their name alone.',
      },
      {
        key: 'questionnaire_document_notification_enabled',
        label: 'Notify staff of questionnaire uploads',
        description: 'Staff get a notification when a client uploads to a questionnaire.',
      },
      {
        key: 'parent_entity_relevant_questionnaire_statuses_enabled',
        label: "Show related entities' questionnaires",
        description:
          "A questionnaire's preview lists the same year's questionnaires of the client's own entity and their other entities, with their status.",
      },
    ],
  },
  {
    title: 'Export to platforms',
    items: [
      {
        key: 'scan_and_auto_flow_export_enabled',
        label: 'Scan and AutoFlow export',
        description:
          'Exports can also send the documents, as PDFs in tax-form order with a manifest, to your tax-prep scanning platform.',
      },
      {
        key: 'export_to_third_party_dms_enabled',
        label: 'Document management system export',
        description: 'Exports can also send the same package to your document management system.',
      },
    ],
  },
  {
    title: 'Sending tax returns',
    items: [
      {
        key: 'voucher_reminders_enabled',
        label: 'Remind clients of tax payments',
        description:
          'Before each payment voucher is due, its payers get an email with the ways to pay, until they record it paid.',
      },
      {
        key: 'voucher_reminder_days_before',
        label: 'Days before the due date',
        description: 'When the payment reminder goes out.',
        kind: 'number',
        unit: 'days',
        min: 1,
        max: 60,
      },
      {
        key: 'tax_return_send_to_documents_path',
        label: 'Documents folder for sent returns',
        description: '{year} becomes the tax year, e.g. /{year}/Tax Return.',
        kind: 'text',
      },
      {
        key: 'send_tax_return_to_documents_default_subject',
        label: 'Default email subject',
        description: '{tax_year} becomes the tax year.',
        kind: 'text',
      },
      {
        key: 'send_tax_return_to_documents_default_message',
        label: 'Default email message',
        description: '{client_preferred_name} and {tax_year} are filled in for each client.',
        kind: 'long-text',
      },
    ],
  },
  {
    title: 'Import',
    items: [
      {
        key: 'client_list_import_diy_enabled',
        label: 'Import client lists yourself',
        description: 'Staff check and import a CSV or Excel client list on Import lists.',
      },
      {
        key: 'external_entity_id_allowed',
        label: 'External entity ids',
        description: 'Entities carry the id they have in your tax software.',
      },
      {
        key: 'external_user_id_allowed',
        label: 'External user ids',
        description: 'Clients carry the id they have in your other systems.',
      },
    ],
  },
];
