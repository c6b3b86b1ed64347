import {
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  formatCents,
  formatDisplayDate,
  markVoucherPaidSchema,
  TAX_PAYMENT_METHOD_LABELS,
  taxPaymentGuide,
  utcDay,
  type TaxPaymentMethod,
  type TaxReturnDetail,
} from '@portal/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusBadge } from '../../../components/status-badge';
import { notify } from '../../../lib/notify';
import { useMarkVoucherPaid, useUndoVoucherPaid } from '../api/client-delivery';

type Voucher = TaxReturnDetail['payment_vouchers'][number];

export const voucherCardTexts = {
  notToFirm: 'This payment goes to the tax authority, not to your firm.',
  markPaid: 'Mark as paid',
  undo: 'Undo',
  undoQuestion: 'Remove this payment record? The payment will show as not paid again.',
};

export const voucherTitle = (v: Voucher) => v.custom_payment_name || `Form ${v.form_id}`;
export const dueText = (v: Voucher) =>
  v.is_due_asap ? 'Due as soon as possible' : v.due_date ? `Due ${formatDisplayDate(v.due_date)}` : '';

/**
 * One payment voucher as a tax office presents it (issue 37 §1): whom it pays (the IRS or the state), how
 * much, by when, and how, with the authority's own payment pages and the mailing option; the client records
 * it paid (the day, how, the confirmation number) and can undo that. The portal never takes the payment.
 */
export function VoucherPaymentCard({ taxReturnId, voucher }: { taxReturnId: number; voucher: Voucher }) {
  const guide = taxPaymentGuide(voucher);
  const title = voucherTitle(voucher);
  const amount = voucher.amount_cents === null ? '' : formatCents(voucher.amount_cents);
  const [recording, setRecording] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const undo = useUndoVoucherPaid();
  const headingId = `voucher-${voucher.id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0}>
            <Title id={headingId} order={3} size="h5">
              {title}: {amount} to {guide.payee}
            </Title>
            <Text size="sm">{dueText(voucher)}</Text>
          </Stack>
          {voucher.is_paid ? (
            <StatusBadge color="teal">Paid</StatusBadge>
          ) : (
            <StatusBadge color="gray">Not paid yet</StatusBadge>
          )}
        </Group>
        {voucher.is_paid ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              Paid on {voucher.paid_on ? formatDisplayDate(voucher.paid_on) : ''}
              {voucher.payment_method ? ` by ${TAX_PAYMENT_METHOD_LABELS[voucher.payment_method]}` : ''}
              {voucher.confirmation_number ? ` · Confirmation ${voucher.confirmation_number}` : ''}
            </Text>
            <Button
              size="xs"
              variant="default"
              aria-label={`Undo the payment of ${title}`}
              onClick={() => setUndoing(true)}
            >
              {voucherCardTexts.undo}
            </Button>
          </Group>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {voucherCardTexts.notToFirm}
            </Text>
            <Text size="sm" fw={600}>
              How to pay
            </Text>
            <List size="sm" spacing={6} aria-label={`Ways to pay ${title}`}>
              {guide.options.map((o) => (
                <List.Item key={o.method}>
                  {o.url ? (
                    <Anchor href={o.url} target="_blank" rel="noopener noreferrer" fw={500} underline="always">
                      {o.label}
                      <IconExternalLink size={12} aria-hidden style={{ marginLeft: 4 }} />
                      <VisuallyHidden> (opens a new tab)</VisuallyHidden>
                    </Anchor>
                  ) : (
                    <Text span fw={500}>
                      {o.label}
                    </Text>
                  )}
                  <Text size="xs">{o.how}</Text>
                </List.Item>
              ))}
            </List>
            {guide.instructionsUrl ? (
              <Text size="xs">
                The mailing address is in the{' '}
                <Anchor
                  href={guide.instructionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  underline="always"
                >
                  {title} instructions
                </Anchor>
                .
              </Text>
            ) : null}
            {recording ? (
              <RecordPaymentForm
                taxReturnId={taxReturnId}
                voucher={voucher}
                methods={[...guide.options.map((o) => o.method), ...(['withdrawal', 'other'] as const)]}
                onDone={() => setRecording(false)}
              />
            ) : (
              <Button
                size="sm"
                style={{ alignSelf: 'flex-start' }}
                aria-label={`Mark ${title} as paid`}
                onClick={() => setRecording(true)}
              >
                {voucherCardTexts.markPaid}
              </Button>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={undoing}
        title="Undo payment"
        message={voucherCardTexts.undoQuestion}
        confirmLabel="Undo payment"
        danger
        pending={undo.isPending}
        onClose={() => setUndoing(false)}
        onConfirm={() =>
          undo.mutate(
            { id: taxReturnId, voucherId: voucher.id },
            {
              onSuccess: (r) => notify.success(r.message),
              onError: (e) => notify.error(e.message),
              onSettled: () => setUndoing(false),
            },
          )
        }
      />
    </Paper>
  );
}

function RecordPaymentForm({
  taxReturnId,
  voucher,
  methods,
  onDone,
}: {
  taxReturnId: number;
  voucher: Voucher;
  methods: TaxPaymentMethod[];
  onDone: () => void;
}) {
  const [paidOn, setPaidOn] = useState(() => utcDay(new Date()));
  const [method, setMethod] = useState<string>('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = useMarkVoucherPaid();
  const title = voucherTitle(voucher);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = markVoucherPaidSchema.safeParse({
      paid_on: paidOn,
      method: method || undefined,
      confirmation_number: confirmation,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mark.mutate(
      { id: taxReturnId, voucherId: voucher.id, payment: parsed.data },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          onDone();
        },
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Record the payment of ${title}`}>
      <Stack gap="xs">
        <TextInput
          type="date"
          label="Date paid (or scheduled)"
          required
          value={paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
          error={errors.paid_on}
        />
        <NativeSelect
          label="How you paid"
          required
          value={method}
          onChange={(e) => setMethod(e.currentTarget.value)}
          error={errors.method}
          data={[
            { value: '', label: 'Choose…' },
            ...methods.map((m) => ({ value: m, label: TAX_PAYMENT_METHOD_LABELS[m] })),
          ]}
        />
        <TextInput
          label="Confirmation number"
          description="Optional: the number the payment service gave you."
          maxLength={100}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          error={errors.confirmation_number}
        />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={mark.isPending}>
            Save payment
          </Button>
          <Button variant="default" size="sm" onClick={onDone} disabled={mark.isPending}>
            Cancel
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Recording it stops the reminders for this payment and tells your firm.
        </Text>
      </Stack>
    </form>
  );
}
