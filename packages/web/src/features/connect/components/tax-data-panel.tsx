import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TaxData } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { downloadTaxData, useTaxData } from '../api/tax-data';
import { formatAmount } from './format-amount';
import { useTaxYear } from './tax-year-select';

export const NO_TAX_DATA = 'No reviewed figures for this year yet';

export interface TaxDataPanelProps {
  company: { id: number; name: string; hashId: string };
  /** Today, for the default tax year (the season being prepared). */
  now?: () => Date;
}

/**
 * An entity's tax data for a year (issue 42 §3): the totals per kind beside the prior year's, then every reviewed
 * document's figures; downloaded as CSV or JSON for the tax software.
 */
export function TaxDataPanel({ company, now = () => new Date() }: TaxDataPanelProps) {
  const { year, select } = useTaxYear(now);
  const data = useTaxData(company.id, year);
  return (
    <Stack gap="md">
      {select}
      {data.isPending ? (
        <Loader aria-label="Loading the tax data" />
      ) : data.isError ? (
        <Alert color="red" role="alert">
          {data.error.message}
        </Alert>
      ) : (
        <YearTaxData data={data.data} hashId={company.hashId} />
      )}
    </Stack>
  );
}

function YearTaxData({ data, hashId }: { data: TaxData; hashId: string }) {
  const [saving, setSaving] = useState(false);
  const download = (format: 'csv' | 'json') => {
    setSaving(true);
    downloadTaxData(data, format)
      .catch((e: unknown) => notify.error(e))
      .finally(() => setSaving(false));
  };
  const waiting = data.waiting_for_review;
  return (
    <Stack gap="md">
      {waiting > 0 && (
        <Alert color="yellow" role="status">
          {waiting === 1 ? '1 document is' : `${waiting} documents are`} waiting for review: their figures count once
          reviewed.{' '}
          <Anchor component={Link} to={`/admin/${hashId}/review-uploads`}>
            Review uploads
          </Anchor>
        </Alert>
      )}
      {data.documents.length === 0 && data.totals.length === 0 ? (
        <Stack gap={4}>
          <Text fw={500}>{NO_TAX_DATA}</Text>
          <Text size="sm" c="dimmed">
            Figures appear here once the bulk upload processor has read the client’s {data.tax_year} forms (W-2, 1099s,
            1098s…) and staff have reviewed them.
          </Text>
        </Stack>
      ) : (
        <>
          <Group gap="sm">
            <Button variant="default" loading={saving} onClick={() => download('csv')}>
              Download CSV
            </Button>
            <Button variant="default" loading={saving} onClick={() => download('json')}>
              Download JSON
            </Button>
          </Group>
          <TotalsTable data={data} />
          {data.documents.map((d) => (
            <Stack key={d.extracted_document_id} gap={4}>
              <Title order={3} size="h5">
                {d.name}
              </Title>
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={`Figures of ${d.name}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Box</Table.Th>
                      <Table.Th>Figure</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.figures.map((f) => (
                      <Table.Tr key={f.key}>
                        <Table.Td>{f.key}</Table.Td>
                        <Table.Td>{f.label}</Table.Td>
                        <Table.Td ta="right">{f.kind === 'money' ? formatAmount(f.value) : f.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}

function TotalsTable({ data }: { data: TaxData }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={`Totals for ${data.tax_year}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{data.tax_year}</Table.Th>
            <Table.Th ta="right">{data.tax_year - 1}</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.totals.map((t) => (
            <Table.Tr key={t.kind}>
              <Table.Td>{t.label}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.amount)}</Table.Td>
              <Table.Td ta="right">{t.prior_amount === null ? '—' : formatAmount(t.prior_amount)}</Table.Td>
              <Table.Td ta="right">{t.change === null ? '—' : formatAmount(t.change)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
