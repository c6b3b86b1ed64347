import { Alert, Box, Grid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  firstSectionBlock,
  isReviewSection,
  isSubmitStep,
  submitBlock,
  type QuestionnaireDetail,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useSaveSection } from '../../api/save-section';
import type { SubmitResult } from '../../api/submit-questionnaire';
import { DepositBlock } from '../deposit/deposit-block';
import { useDepositReturn } from '../deposit/use-deposit-return';
import { SectionContent } from '../sections/section-content';
import type { ProfileDefaults } from './confirm-profile-dialog';
import { PageFooter } from './page-footer';
import { QuestionnaireHeader } from './questionnaire-header';
import { SectionNav } from './section-nav';
import { needingAttention } from './needing-attention';
import { SubmitDialogs, type SubmitStep } from './submit-dialogs';
import { useCurrentSection } from './use-current-section';
import { useSectionsView } from './use-sections-view';
import { ViewOnlyBanner } from './view-only-banner';

export interface QuestionnairePageProps {
  questionnaire: QuestionnaireDetail;
  /** Clients go back to the dashboard; the firm's preview to the entity dashboard; a template preview to /templates. */
  back: { to: string; label: string };
  profileDefaults: ProfileDefaults;
}

/** The questionnaire page (spec 001 §2): header, section navigation, the section, and the footer. */
export function QuestionnairePage({ questionnaire: q, back, profileDefaults }: QuestionnairePageProps) {
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [step, setStep] = useState<SubmitStep>('closed');
  const [result, setResult] = useState<SubmitResult | null>(null);
  // Read at once (not after mount) so phones do not flash the wide navigation first.
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const { sections, statuses, missing, held } = useSectionsView(q, submitAttempted);
  const { index, current, goTo, linkTo } = useCurrentSection(q, sections);
  const depositJustPaid = useDepositReturn(q);
  const readOnly = q.read_only || q.mode !== 'client';
  // A template preview is view-only, yet Submit is offered so the firm sees the client's last step (it never submits).
  const template = q.mode === 'admin-template';
  const saveSection = useSaveSection(q.id, { silent: true });

  // Entering a section records it as the client's current one (and completes custom sections server-side).
  const entered = useRef<number | null>(null);
  const currentId = current?.id ?? null;
  const { mutate: recordSection } = saveSection;
  useEffect(() => {
    if (readOnly || currentId === null || entered.current === currentId) return;
    entered.current = currentId;
    recordSection({ sectionId: currentId, current: true });
  }, [readOnly, currentId, recordSection]);

  const navigate = (i: number) => {
    setMessage(null);
    goTo(i);
  };
  const onNext = () => {
    const block = firstSectionBlock(sections, index, q.preferences.first_section_required);
    if (block) return setMessage(block);
    navigate(index + 1);
  };
  const review = sections.find((s) => isReviewSection(s));
  const onSubmit = () => {
    // A template has no answers: pressing Submit only says it cannot be submitted, without marking errors.
    if (!template) setSubmitAttempted(true);
    const block = submitBlock({ mode: q.mode, questionnaire: q, sections, agreed: review?.marked_completed ?? false });
    if (block) return setMessage(block);
    if (template) return;
    setMessage(null);
    setStep(q.update_profile_section ? 'profile' : 'confirm');
  };

  const submitStep = isSubmitStep(sections, index);
  return (
    <Stack gap="md">
      <QuestionnaireHeader questionnaire={q} back={back} />
      <ViewOnlyBanner questionnaire={q} />
      {sections.length === 0 || !current ? (
        <Alert color="gray">This questionnaire has no sections yet.</Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <SectionNav
              sections={sections}
              statuses={statuses}
              missing={missing}
              currentIndex={index}
              onSelect={navigate}
              linkTo={linkTo}
              compact={compact}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            <Box key={current.id}>
              <SectionContent
                questionnaire={q}
                section={current}
                sections={sections}
                statuses={statuses}
                missing={missing}
                linkTo={linkTo}
                submitAttempted={submitAttempted}
                readOnly={readOnly}
                depositJustPaid={depositJustPaid}
              />
            </Box>
            {submitStep && !review ? (
              <Box mt="md">
                <DepositBlock questionnaire={q} justPaid={depositJustPaid} />
              </Box>
            ) : null}
            {message ? (
              <Alert role="alert" color="red" variant="light" mt="md">
                {message}
              </Alert>
            ) : null}
            <PageFooter
              hasPrevious={index > 0}
              hasNext={index < sections.length - 1}
              submitStep={submitStep}
              canSubmit={!readOnly || template}
              submitting={step !== 'closed'}
              onPrevious={() => navigate(index - 1)}
              onNext={onNext}
              onSubmit={onSubmit}
            />
          </Grid.Col>
        </Grid>
      )}
      <SubmitDialogs
        questionnaire={q}
        needAttention={needingAttention(sections, statuses, held)}
        linkTo={linkTo}
        step={step}
        onStep={setStep}
        profileDefaults={profileDefaults}
        result={result}
        onResult={setResult}
      />
    </Stack>
  );
}
