import { Stack } from '@mantine/core';
import type { Section } from '@portal/domain';
import { EngagementLetterEditor } from './engagement-letter-editor';
import { HtmlContent } from './html-content';
import { SignatureItem } from './signature-item';

/**
 * The engagement letter (type 2): its text, then each signature. The server marks the section completed
 * when every required signature is done; the change it returns updates the navigation. In the firm's
 * preview, staff who may answer for the client may also rewrite the letter (`editable`).
 */
export function SignatureSection({
  questionnaireId,
  section,
  readOnly,
  editable = false,
}: {
  questionnaireId: number;
  section: Section;
  readOnly: boolean;
  editable?: boolean;
}) {
  return (
    <Stack gap="md">
      {editable ? <EngagementLetterEditor questionnaireId={questionnaireId} section={section} /> : null}
      {/* Not the section's own name ("Engagement Letter"): two regions of one name fail landmark-unique. */}
      <HtmlContent html={section.instruction} label="Engagement letter text" />
      {section.engagement_signatures.map((s) => (
        <SignatureItem key={s.id} questionnaireId={questionnaireId} signature={s} readOnly={readOnly} />
      ))}
    </Stack>
  );
}
