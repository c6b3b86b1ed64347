import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  formatCents,
  payeeOf,
  TAX_PAYMENT_METHOD_LABELS,
  taxReturnMessages,
  type TaxReturnDetail,
} from '@portal/domain';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadReturnEvidence, downloadReturnEvidencePdf } from '../api/download-return-evidence';
import { downloadSignedForm } from '../../../components/tax-return/get-tax-return-document';
import { useMarkPaperFormSigned } from '../api/mark-paper-form-signed';

const failed = (e: Error) => notify.error(e.message);

/**
 * A sent return in the staff view: who has signed (each sealed form to download, a form signed on paper to
 * mark received, and the e-sign evidence as a PDF report or JSON), which tax payments the client recorded
 * (to whom, when, how), what is mailed.
 */
export function SentReturnProgress({ detail }: { detail: TaxReturnDetail }) {
  const mark = useMarkPaperFormSigned();
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Signatures
      </Title>
      {detail.e_sign_forms.length === 0 ? (
        <Text size="sm">Nothing to sign.</Text>
      ) : (
        <>
          <List size="sm">
            {detail.e_sign_forms.flatMap((f) =>
              f.wet_signature_required
                ? [
                    <List.Item key={f.id}>
                      {f.custom_form_name ?? f.form_id} (page {f.page + 1}): on paper,{' '}
                      {f.marked_signed_at ? `received signed ${formatDate(f.marked_signed_at)}` : 'not received yet'}
                      {!f.marked_signed_at && detail.status === 'sent' ? (
                        <Button
                          ml="xs"
                          size="compact-xs"
                          variant="light"
                          loading={mark.isPending && mark.variables?.formId === f.id}
                          onClick={() =>
                            mark.mutate(
                              { id: detail.id, formId: f.id },
                              { onSuccess: () => notify.success(taxReturnMessages.paperSigned), onError: failed },
                            )
                          }
                        >
                          Mark signed on paper
                        </Button>
                      ) : null}
                    </List.Item>,
                  ]
                : f.signers.map((s) => (
                    <List.Item key={`${f.id}-${s.id}`}>
                      {f.custom_form_name ?? f.form_id} (page {f.page + 1}): {s.fname} {s.lname},{' '}
                      {s.signed_at ? `signed ${formatDate(s.signed_at)}` : 'not signed yet'}
                    </List.Item>
                  )),
            )}
          </List>
          <Group gap="xs" wrap="wrap">
            {detail.e_sign_forms
              .filter((f) => f.signed_document_ready)
              .map((f) => {
                const name = f.custom_form_name || `Form ${f.form_id}`;
                return (
                  <Button
                    key={f.id}
                    size="xs"
                    variant="default"
                    onClick={() =>
                      void downloadSignedForm(detail.id, f.id, `${name} ${detail.tax_year} - signed.pdf`).catch(failed)
                    }
                  >
                    Download signed {name}
                  </Button>
                );
              })}
            <Button size="xs" variant="default" onClick={() => void downloadReturnEvidencePdf(detail.id).catch(failed)}>
              Evidence (PDF)
            </Button>
            <Button size="xs" variant="default" onClick={() => void downloadReturnEvidence(detail.id).catch(failed)}>
              Evidence (JSON)
            </Button>
          </Group>
        </>
      )}
      <Title order={3} size="h5">
        Payments
      </Title>
      {detail.payment_vouchers.length === 0 ? (
        <Text size="sm">Nothing to pay.</Text>
      ) : (
        <List size="sm">
          {detail.payment_vouchers.map((v) => (
            <List.Item key={v.id}>
              {v.custom_payment_name ?? v.form_id}: {v.amount_cents === null ? '' : formatCents(v.amount_cents)} to{' '}
              {payeeOf(v.authority)},{' '}
              {v.is_due_asap ? 'due as soon as possible' : v.due_date ? `due ${formatDate(v.due_date)}` : ''},{' '}
              {v.is_paid
                ? `paid ${v.paid_on ? formatDate(v.paid_on) : ''}${v.payment_method ? ` by ${TAX_PAYMENT_METHOD_LABELS[v.payment_method]}` : ''}${v.confirmation_number ? ` (confirmation ${v.confirmation_number})` : ''}`
                : 'not paid yet'}
            </List.Item>
          ))}
        </List>
      )}
      {detail.invoice_amount_cents !== null ? (
        <Text size="sm">
          Your invoice: {formatCents(detail.invoice_amount_cents)}, {detail.invoice_paid ? 'paid' : 'not paid yet'}
        </Text>
      ) : null}
      {detail.paper_filed_returns.length > 0 ? (
        <>
          <Title order={3} size="h5">
            Returns to mail on paper
          </Title>
          <List size="sm">
            {detail.paper_filed_returns.map((p) => (
              <List.Item key={p.id}>
                {p.form_id} (page {p.page + 1}): {p.is_mailed ? 'mailed' : 'not mailed yet'}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
