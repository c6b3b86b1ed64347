import { Stack, Title } from '@mantine/core';
import {
  sectionKind,
  type CompletionStatus,
  type MissingAnswer,
  type Question,
  type QuestionnaireDetail,
  type Section,
} from '@portal/domain';
import type { To } from 'react-router';
import { HtmlContent } from './html-content';
import { useQuestionComponents } from './question-components';
import { ReviewSection } from './review-section';
import { SignatureSection } from './signature-section';

export interface SectionContentProps {
  questionnaire: QuestionnaireDetail;
  section: Section;
  sections: Section[];
  statuses: CompletionStatus[];
  missing: MissingAnswer<Question>[][];
  linkTo: (sectionId: number, questionId?: number) => To;
  submitAttempted: boolean;
  readOnly: boolean;
  depositJustPaid: boolean;
}

/** One section's body, by its kind (sectionKind: key first, then type). */
export function SectionContent(p: SectionContentProps) {
  const { questionnaire: q, section } = p;
  const kind = sectionKind(section);
  const { QuestionList } = useQuestionComponents();
  return (
    <Stack gap="md" component="section" aria-labelledby="section-title">
      <Title order={2} id="section-title">
        {section.name}
      </Title>
      {kind === 'signature' ? (
        <SignatureSection
          questionnaireId={q.id}
          section={section}
          readOnly={p.readOnly}
          editable={q.mode === 'admin-preview' && q.staff_can_answer}
        />
      ) : (
        <>
          <HtmlContent html={section.instruction} />
          <HtmlContent html={section.custom_element} />
        </>
      )}
      {kind === 'questions' || kind === 'document_checklist' ? (
        <QuestionList questionnaire={q} section={section} submitAttempted={p.submitAttempted} readOnly={p.readOnly} />
      ) : null}
      {kind === 'review_and_submit' ? (
        <ReviewSection
          questionnaire={q}
          section={section}
          sections={p.sections}
          statuses={p.statuses}
          missing={p.missing}
          linkTo={p.linkTo}
          readOnly={p.readOnly}
          depositJustPaid={p.depositJustPaid}
        />
      ) : null}
    </Stack>
  );
}
