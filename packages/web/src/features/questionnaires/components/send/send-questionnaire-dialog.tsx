/**
 * Send Questionnaire (spec 001 §2, §5): Template, Document Drop Off and Custom. `companyIds` preselects
 * entities (from an entity's dashboard); none lets the firm pick entities or entity types.
 */
export interface SendQuestionnaireDialogProps {
  opened: boolean;
  onClose: () => void;
  companyIds?: number[];
  /** Called once the send has been accepted (the batch may still be running). */
  onSent?: () => void;
}

export function SendQuestionnaireDialog(_props: SendQuestionnaireDialogProps) {
  return null;
}
