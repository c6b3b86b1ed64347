import { Stack } from '@mantine/core';
import type { Section } from '@portal/domain';
import { HtmlContent } from './html-content';
import { SignatureItem } from './signature-item';

/**
 * The engagement letter (type 2): its text, then each signature. The server marks the section completed
 * when every required signature is done; the change it returns updates the navigation.
 */
export function SignatureSection({
  questionnaireId,
  section,
  readOnly,
}: {
  questionnaireId: number;
  section: Section;
  readOnly: boolean;
}) {
  return (
    <Stack gap="md">
      <HtmlContent html={section.instruction} label="Engagement letter" />
      {section.engagement_signatures.map((s) => (
        <SignatureItem key={s.id} questionnaireId={questionnaireId} signature={s} readOnly={readOnly} />
      ))}
    </Stack>
  );
}
