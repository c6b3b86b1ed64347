import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { questionnaireMessages, type Section } from '@portal/domain';
import { Link, type To } from 'react-router';
import { AppModal } from '../../../../components/app-modal';

/** A section not completed when Submit was pressed; `blocks` when the server will refuse the submission for it. */
export interface SectionNeedingAttention {
  section: Section;
  blocks: boolean;
}

export const CONFIRM_SUBMIT_TEXTS = {
  title: 'Confirm Questionnaire Submission',
  message: 'Once submitted, your answers go to your firm and you can no longer change them. Submit now?',
  attention: (n: number) => (n === 1 ? '1 section still needs attention:' : `${n} sections still need attention:`),
  canStill: 'You can still submit; your firm will ask for what is missing.',
} as const;

/**
 * 'Confirm Questionnaire Submission' (spec 001 §2, §4). When sections are not finished it says which,
 * each a link to the section; when one of them holds a required question the firm's server will refuse
 * the submission for, it says so and Submit waits, instead of failing after the client confirms.
 */
export function ConfirmSubmitDialog({
  opened,
  needAttention,
  linkTo,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  needAttention: SectionNeedingAttention[];
  linkTo: (sectionId: number) => To;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const blocked = needAttention.some((x) => x.blocks);
  return (
    <AppModal opened={opened} onClose={onClose} title={CONFIRM_SUBMIT_TEXTS.title}>
      <Stack gap="md">
        {needAttention.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {CONFIRM_SUBMIT_TEXTS.attention(needAttention.length)}
            </Text>
            <List size="sm" spacing={2}>
              {needAttention.map(({ section }) => (
                <List.Item key={section.id}>
                  <Anchor component={Link} to={linkTo(section.id)} onClick={onClose} underline="always">
                    {section.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Text size="sm">{blocked ? questionnaireMessages.incomplete : CONFIRM_SUBMIT_TEXTS.canStill}</Text>
          </Stack>
        ) : null}
        {blocked ? null : <Text size="sm">{CONFIRM_SUBMIT_TEXTS.message}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {blocked ? 'Close' : 'Cancel'}
          </Button>
          {blocked ? null : (
            <Button loading={pending} onClick={onConfirm}>
              Submit
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
