import { Alert, Button, Group, List, Select, Skeleton, Stack, Text } from '@mantine/core';
import { SECTION_TYPES, firmActionMessages, signatureStatus, type Signature } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../lib/notify';
import { useQuestionnaire } from '../../../../lib/questionnaires/get-questionnaire';
import { questionnaireKeys } from '../../../../lib/questionnaires/questionnaire-keys';
import { addSignatureRequest, removeSignature, useSigners } from '../../api/signature-requests';

const statusText = { signed: 'Signed', not_needed: 'Not needed', pending: 'Waiting' } as const;

export interface RequestSignatureDialogProps {
  questionnaireId: number;
  onClose: () => void;
}

/**
 * Request Signature (spec 001 §2): an owner of the entity signs one of the questionnaire's engagement
 * letters. The requests already made are listed; pending ones can be removed after a confirmation.
 */
export function RequestSignatureDialog({ questionnaireId, onClose }: RequestSignatureDialogProps) {
  const queryClient = useQueryClient();
  const detail = useQuestionnaire(questionnaireId);
  const signers = useSigners(questionnaireId);
  const [signer, setSigner] = useState<string | null>(null);
  const [section, setSection] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Signature | null>(null);
  const letters = (detail.data?.sections ?? []).filter((s) => s.section_type === SECTION_TYPES.agreement);
  const sectionId = section ?? (letters.length === 1 ? String(letters[0]!.id) : null);
  const reload = () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) });

  const add = useMutation({
    mutationFn: () =>
      addSignatureRequest({
        questionnaire_id: questionnaireId,
        section_id: Number(sectionId),
        user_id: Number(signer),
      }),
    onSuccess: (r) => {
      notify.success(r.message);
      setSigner(null);
      void reload();
    },
    onError: (e) =>
      notify.error(e.message || firmActionMessages.signatureRequestFailed, firmActionMessages.signatureRequestFailed),
  });
  const remove = useMutation({
    mutationFn: (s: Signature) => removeSignature(questionnaireId, s.id),
    onSuccess: () => {
      notify.success(firmActionMessages.signatureRemoved);
      setRemoving(null);
      void reload();
    },
    onError: (e) => {
      notify.error(e.message);
      setRemoving(null);
    },
  });

  const loading = detail.isPending || signers.isPending;
  const failed = detail.error ?? signers.error;
  const requests = letters.flatMap((l) => l.engagement_signatures.map((s) => ({ s, letter: l.name })));
  return (
    <AppModal opened onClose={onClose} title="Request Signature" size="lg">
      <Stack gap="sm">
        {loading ? (
          <Stack gap="xs" role="status" aria-label="Loading signers">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : failed ? (
          <Alert color="red" variant="light" role="alert">
            {/* The signers are the entity's users: spec 001 §8 names that failure. */}
            {detail.error ? failed.message : firmActionMessages.entityUsersFailed}
          </Alert>
        ) : letters.length === 0 ? (
          <Text size="sm">
            This questionnaire has no engagement letter. Send one with an engagement letter section to ask for a
            signature.
          </Text>
        ) : (
          <>
            <Select
              label="Signer"
              placeholder={signers.data!.length ? 'Choose who signs' : 'No owners'}
              data={signers.data!.map((s) => ({
                value: String(s.id),
                label: `${s.full_name}${s.email ? ` (${s.email})` : ''}`,
              }))}
              value={signer}
              onChange={setSigner}
              required
            />
            {signers.data!.length === 0 ? (
              <Text size="sm" c="dimmed">
                The entity has no client users. Add an owner to the entity first.
              </Text>
            ) : null}
            <Select
              label="Engagement letter"
              data={letters.map((l) => ({ value: String(l.id), label: l.name }))}
              value={sectionId}
              onChange={setSection}
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button loading={add.isPending} disabled={!signer || !sectionId} onClick={() => add.mutate()}>
                Send
              </Button>
            </Group>
            <Text fw={600} size="sm">
              Signatures requested
            </Text>
            {requests.length === 0 ? (
              <Text size="sm" c="dimmed">
                No signatures requested yet.
              </Text>
            ) : (
              <List spacing="xs" listStyleType="none" aria-label="Signatures requested">
                {requests.map(({ s, letter }) => (
                  <List.Item key={s.id}>
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Text size="sm">
                        {s.user_name ?? 'Signer'} · {letter} · {statusText[signatureStatus(s)]}
                      </Text>
                      {signatureStatus(s) === 'signed' ? null : (
                        <Button
                          size="compact-sm"
                          variant="default"
                          color="red.9"
                          aria-label={`Remove ${s.user_name ?? 'signer'} from ${letter}`}
                          onClick={() => setRemoving(s)}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Signature Confirmation"
        message={firmActionMessages.confirmRemoveSignature}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        zIndex={300}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </AppModal>
  );
}
