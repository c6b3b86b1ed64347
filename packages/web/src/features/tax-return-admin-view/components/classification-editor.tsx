import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IRS,
  SIGNER_ROLES,
  TAX_AUTHORITIES,
  taxReturnClassificationSchema,
  US_STATES,
  type TaxAuthority,
  type SignerRole,
  type TaxReturnClassification,
  type TaxReturnDetail,
} from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface FormDraft {
  key: number;
  page: number;
  form_id: string;
  custom_form_name: string;
  wet_signature_required: boolean;
  signers: { user_id: number; role: SignerRole }[];
  /** Why processing proposed its signers, and what to check (issue 37 §5); none for a form staff added. */
  reasons: string[];
  warnings: string[];
}
interface VoucherDraft {
  key: number;
  page: number;
  form_id: string;
  custom_payment_name: string;
  /** Whom it pays; '' leaves it to the form (an IRS voucher) or the entity's state. */
  authority: TaxAuthority | '';
  amount: number | '';
  is_due_asap: boolean;
  due_date: string;
}
interface PaperDraft {
  key: number;
  page: number;
  form_id: string;
}
export interface ClassificationDraft {
  forms: FormDraft[];
  vouchers: VoucherDraft[];
  paper: PaperDraft[];
  /** The firm's invoice in dollars, paid to the firm through its checkout; '' when there is none. */
  invoice: number | '';
}

let nextKey = 1;
const key = () => nextKey++;

/** What processing proposed (or staff saved), as the editor holds it: pages 1-based, amounts in dollars. */
export function draftFrom(detail: TaxReturnDetail): ClassificationDraft {
  return {
    forms: detail.e_sign_forms.map((f) => {
      const notes = detail.proposal_notes.find((n) => n.page === f.page && n.form_id === f.form_id);
      return {
        key: key(),
        page: f.page + 1,
        form_id: f.form_id,
        custom_form_name: f.custom_form_name ?? '',
        wet_signature_required: f.wet_signature_required,
        signers: f.signers.map((s) => ({ user_id: s.user_id, role: s.role })),
        reasons: notes?.reasons ?? [],
        warnings: notes?.warnings ?? [],
      };
    }),
    vouchers: detail.payment_vouchers.map((v) => ({
      key: key(),
      page: v.page + 1,
      form_id: v.form_id,
      custom_payment_name: v.custom_payment_name ?? '',
      authority: v.authority ?? '',
      amount: v.amount_cents === null ? '' : v.amount_cents / 100,
      is_due_asap: v.is_due_asap,
      due_date: v.due_date ?? '',
    })),
    paper: detail.paper_filed_returns.map((p) => ({ key: key(), page: p.page + 1, form_id: p.form_id })),
    invoice: detail.invoice_amount_cents === null ? '' : detail.invoice_amount_cents / 100,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The API's classification; the schema's messages keyed by where they belong ('payment_vouchers.0.amount_cents'). */
export function checkDraft(
  d: ClassificationDraft,
): { ok: true; value: TaxReturnClassification } | { ok: false; errors: Record<string, string> } {
  const parsed = taxReturnClassificationSchema.safeParse({
    e_sign_forms: d.forms.map((f) => ({
      page: f.page - 1,
      form_id: f.form_id,
      custom_form_name: orNull(f.custom_form_name),
      wet_signature_required: f.wet_signature_required,
      signers: f.signers,
    })),
    payment_vouchers: d.vouchers.map((v) => ({
      page: v.page - 1,
      form_id: v.form_id,
      custom_payment_name: orNull(v.custom_payment_name),
      authority: v.authority || null,
      amount_cents: v.amount === '' ? undefined : Math.round(v.amount * 100),
      is_due_asap: v.is_due_asap,
      due_date: v.is_due_asap ? null : orNull(v.due_date),
    })),
    paper_filed_returns: d.paper.map((p) => ({ page: p.page - 1, form_id: p.form_id })),
    invoice_amount_cents: d.invoice === '' ? null : Math.round(d.invoice * 100),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The page labels the viewer shows for a draft: which forms staff put on each page. */
export function labelsOf(d: ClassificationDraft) {
  return (page: number) => [
    ...d.forms.filter((f) => f.page - 1 === page).map((f) => `${f.form_id}: sign`),
    ...d.vouchers.filter((v) => v.page - 1 === page).map((v) => `${v.form_id}: pay`),
    ...d.paper.filter((p) => p.page - 1 === page).map((p) => `${p.form_id}: mail`),
  ];
}

const ROLE_LABELS: Record<SignerRole, string> = { taxpayer: 'Taxpayer', spouse: 'Spouse', officer: 'Officer' };

/** Whom a voucher pays: the IRS, then the states by name. */
const AUTHORITY_CHOICES = [
  { value: '', label: 'From the form' },
  { value: IRS, label: 'IRS' },
  ...TAX_AUTHORITIES.filter((a) => a !== IRS)
    .map((a) => ({ value: a, label: US_STATES[a as keyof typeof US_STATES] }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

export interface ClassificationEditorProps {
  draft: ClassificationDraft;
  onChange: (draft: ClassificationDraft) => void;
  errors: Record<string, string>;
  owners: TaxReturnDetail['owners'];
  pageCount: number;
  disabled?: boolean;
}

/**
 * Classify (issue 17 §4): the e-file authorization forms with their signers and wet signatures, the payment
 * vouchers with amount and due date, and the returns to mail on paper, each on its page.
 */
export function ClassificationEditor({
  draft,
  onChange,
  errors,
  owners,
  pageCount,
  disabled,
}: ClassificationEditorProps) {
  type Lists = Omit<ClassificationDraft, 'invoice'>;
  const set = <K extends keyof Lists>(k: K, rows: Lists[K]) => onChange({ ...draft, [k]: rows });
  const patch = <K extends keyof Lists>(k: K, i: number, p: Partial<Lists[K][number]>) =>
    set(k, draft[k].map((row, j) => (j === i ? { ...row, ...p } : row)) as Lists[K]);
  const remove = <K extends keyof Lists>(k: K, i: number) => set(k, draft[k].filter((_, j) => j !== i) as Lists[K]);
  const pageInput = (label: string, value: number, onPage: (n: number) => void) => (
    <NumberInput
      label={label}
      min={1}
      max={pageCount}
      w={110}
      value={value}
      onChange={(v) => onPage(typeof v === 'number' ? v : 1)}
      disabled={disabled}
    />
  );
  const ownerName = (o: (typeof owners)[number]) => `${o.fname} ${o.lname}`.trim();

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <SectionHeader
          title="E-file authorization forms to sign"
          addLabel="Add form"
          empty={
            draft.forms.length === 0
              ? 'No form to sign was found. Add one if the client must sign an authorization.'
              : null
          }
          disabled={disabled}
          onAdd={() =>
            set('forms', [
              ...draft.forms,
              {
                key: key(),
                page: 1,
                form_id: '8879',
                custom_form_name: '',
                wet_signature_required: false,
                signers: owners.slice(0, 1).map((o) => ({ user_id: o.id, role: 'taxpayer' as const })),
                reasons: [],
                warnings: [],
              },
            ])
          }
        />
        {draft.forms.map((f, i) => (
          <Card
            key={f.key}
            withBorder
            padding="sm"
            component="fieldset"
            aria-label={`Form ${f.form_id}, page ${f.page}`}
          >
            <Stack gap="xs">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label="Form"
                  w={120}
                  value={f.form_id}
                  onChange={(e) => patch('forms', i, { form_id: e.currentTarget.value })}
                  error={errors[`e_sign_forms.${i}.form_id`]}
                  disabled={disabled}
                />
                {pageInput('Page', f.page, (page) => patch('forms', i, { page }))}
                <TextInput
                  label="Custom form name"
                  placeholder="Optional"
                  style={{ flex: 1, minWidth: 160 }}
                  value={f.custom_form_name}
                  onChange={(e) => patch('forms', i, { custom_form_name: e.currentTarget.value })}
                  disabled={disabled}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={`Remove form ${f.form_id} on page ${f.page}`}
                  onClick={() => remove('forms', i)}
                  disabled={disabled}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Text size="sm" fw={500}>
                Signers
              </Text>
              {f.warnings.map((w) => (
                <Alert key={w} color="yellow" variant="light" p="xs" role="status">
                  <Text size="sm">{w}</Text>
                </Alert>
              ))}
              {f.reasons.length ? (
                <Stack gap={0} aria-label={`Why these signers for form ${f.form_id}`} role="note">
                  {f.reasons.map((r) => (
                    <Text key={r} size="xs" c="dimmed">
                      Proposed: {r}
                    </Text>
                  ))}
                </Stack>
              ) : null}
              {owners.map((o) => {
                const signer = f.signers.find((s) => s.user_id === o.id);
                return (
                  <Group key={o.id} gap="sm" wrap="wrap">
                    <Checkbox
                      label={ownerName(o)}
                      checked={signer !== undefined}
                      disabled={disabled}
                      onChange={(e) =>
                        patch('forms', i, {
                          signers: e.currentTarget.checked
                            ? [...f.signers, { user_id: o.id, role: f.signers.length ? 'spouse' : 'taxpayer' }]
                            : f.signers.filter((s) => s.user_id !== o.id),
                        })
                      }
                    />
                    {signer ? (
                      <NativeSelect
                        aria-label={`Role of ${ownerName(o)} on form ${f.form_id}`}
                        size="xs"
                        value={signer.role}
                        data={SIGNER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                        disabled={disabled}
                        onChange={(e) =>
                          patch('forms', i, {
                            signers: f.signers.map((s) =>
                              s.user_id === o.id ? { ...s, role: e.currentTarget.value as SignerRole } : s,
                            ),
                          })
                        }
                      />
                    ) : null}
                  </Group>
                );
              })}
              {errors[`e_sign_forms.${i}.signers`] ? (
                <Text size="sm" c="red.8" role="alert">
                  {errors[`e_sign_forms.${i}.signers`]}
                </Text>
              ) : null}
              <Switch
                label="Wet signature required (the client also signs on paper)"
                checked={f.wet_signature_required}
                onChange={(e) => patch('forms', i, { wet_signature_required: e.currentTarget.checked })}
                disabled={disabled}
              />
            </Stack>
          </Card>
        ))}
      </Stack>

      <Stack gap="sm">
        <SectionHeader
          title="Payment vouchers"
          addLabel="Add voucher"
          empty={draft.vouchers.length === 0 ? 'No payment voucher was found.' : null}
          disabled={disabled}
          onAdd={() =>
            set('vouchers', [
              ...draft.vouchers,
              {
                key: key(),
                page: 1,
                form_id: '1040-V',
                custom_payment_name: '',
                authority: IRS,
                amount: '',
                is_due_asap: false,
                due_date: '',
              },
            ])
          }
        />
        {draft.vouchers.map((v, i) => (
          <Card
            key={v.key}
            withBorder
            padding="sm"
            component="fieldset"
            aria-label={`Voucher ${v.form_id}, page ${v.page}`}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Form"
                w={120}
                value={v.form_id}
                onChange={(e) => patch('vouchers', i, { form_id: e.currentTarget.value })}
                error={errors[`payment_vouchers.${i}.form_id`]}
                disabled={disabled}
              />
              {pageInput('Page', v.page, (page) => patch('vouchers', i, { page }))}
              <NativeSelect
                label="Paid to"
                w={170}
                value={v.authority}
                data={AUTHORITY_CHOICES}
                onChange={(e) => patch('vouchers', i, { authority: e.currentTarget.value as TaxAuthority | '' })}
                disabled={disabled}
              />
              <TextInput
                label="Custom payment name"
                placeholder="Optional"
                style={{ flex: 1, minWidth: 160 }}
                value={v.custom_payment_name}
                onChange={(e) => patch('vouchers', i, { custom_payment_name: e.currentTarget.value })}
                disabled={disabled}
              />
              <NumberInput
                label="Amount"
                prefix="$"
                decimalScale={2}
                thousandSeparator=","
                min={0}
                w={140}
                value={v.amount}
                onChange={(n) => patch('vouchers', i, { amount: typeof n === 'number' ? n : '' })}
                error={errors[`payment_vouchers.${i}.amount_cents`]}
                disabled={disabled}
              />
              <TextInput
                type="date"
                label="Due date"
                w={170}
                value={v.is_due_asap ? '' : v.due_date}
                onChange={(e) => patch('vouchers', i, { due_date: e.currentTarget.value })}
                error={errors[`payment_vouchers.${i}.due_date`]}
                disabled={disabled || v.is_due_asap}
              />
              <Switch
                mt={30}
                label="Due as soon as possible"
                checked={v.is_due_asap}
                onChange={(e) => patch('vouchers', i, { is_due_asap: e.currentTarget.checked })}
                disabled={disabled}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={`Remove voucher ${v.form_id} on page ${v.page}`}
                onClick={() => remove('vouchers', i)}
                disabled={disabled}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>

      <Stack gap="sm">
        <SectionHeader
          title="Returns to mail on paper"
          addLabel="Add paper return"
          empty={draft.paper.length === 0 ? 'Nothing to mail on paper.' : null}
          disabled={disabled}
          onAdd={() => set('paper', [...draft.paper, { key: key(), page: 1, form_id: '' }])}
        />
        {draft.paper.map((p, i) => (
          <Group key={p.key} align="flex-end" gap="sm">
            <TextInput
              label="Form"
              w={160}
              value={p.form_id}
              onChange={(e) => patch('paper', i, { form_id: e.currentTarget.value })}
              error={errors[`paper_filed_returns.${i}.form_id`]}
              disabled={disabled}
            />
            {pageInput('Page', p.page, (page) => patch('paper', i, { page }))}
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Remove paper return ${p.form_id} on page ${p.page}`}
              onClick={() => remove('paper', i)}
              disabled={disabled}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Your firm’s invoice
        </Title>
        <Text size="sm">
          Optional: your fee for this return, which the client pays you through the portal’s checkout. Vouchers are paid
          to the IRS or the state, never to you.
        </Text>
        <NumberInput
          label="Invoice amount"
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          min={0}
          w={180}
          value={draft.invoice}
          onChange={(n) => onChange({ ...draft, invoice: typeof n === 'number' ? n : '' })}
          error={errors.invoice_amount_cents}
          disabled={disabled}
        />
      </Stack>
      {Object.keys(errors).length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          Some entries need attention: {[...new Set(Object.values(errors))].join(' ')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A part of the classification: its title, an Add button, and what to say while it is empty. */
function SectionHeader({
  title,
  addLabel,
  empty,
  disabled,
  onAdd,
}: {
  title: string;
  addLabel: string;
  empty: string | null;
  disabled?: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
    </>
  );
}
