import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { isCompleteKey, useDropOff, useSetDropOffItem, type DropOffKey } from '../api/drop-off';
import { DropOffItemCard } from './drop-off-item';

export const DROP_OFF_TEXTS = {
  incomplete: 'This document drop-off link is not complete. Please open the link from your firm again.',
  noItems: 'Your firm has not listed any documents yet. Please contact them if you expected a request.',
  locked:
    'This request is locked by your firm, so no more files can be added. Please contact them if you need to send more.',
};

/** /document-drop-off?questionnaireId=&companyId=&token= (spec 001 §2): the items a drop-off asks for, and where to upload them. */
export function DocumentDropOffScreen() {
  const [params] = useSearchParams();
  const key: DropOffKey = {
    questionnaireId: params.get('questionnaireId')?.trim() ?? '',
    companyId: params.get('companyId')?.trim() ?? '',
    token: params.get('token')?.trim() ?? '',
  };
  return <DropOffContent linkKey={key} />;
}

function DropOffContent({ linkKey }: { linkKey: DropOffKey }) {
  const page = useDropOff(linkKey);
  const setItem = useSetDropOffItem(linkKey);
  if (!isCompleteKey(linkKey)) return <Unavailable title="Link not available" message={DROP_OFF_TEXTS.incomplete} />;
  if (page.isError) {
    const expired = isApiError(page.error) && page.error.status === 410;
    return <Unavailable title={expired ? 'Link expired' : 'Link not available'} message={page.error.message} />;
  }
  if (!page.data) {
    return (
      <Card>
        <Stack gap="sm" role="status" aria-label="Loading the document request">
          <Skeleton h={28} w="60%" />
          <Skeleton h={160} />
        </Stack>
      </Card>
    );
  }
  const { firm_name, company_name, tax_year, due_date, expires_at, locked, items } = page.data;
  return (
    <Card>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {firm_name}
        </Title>
        <Text fw={500}>
          Documents requested for {company_name}, tax year {tax_year}
        </Text>
        {due_date ? <Text size="sm">Please upload them by {dayjs(due_date).format('MMM D, YYYY')}.</Text> : null}
        <Text size="sm" c="dimmed">
          This link works until {dayjs(expires_at).format('MMM D, YYYY h:mm A')}.
        </Text>
      </Stack>
      {locked ? (
        <Alert color="blue" variant="light" role="status">
          {DROP_OFF_TEXTS.locked}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Text size="sm">{DROP_OFF_TEXTS.noItems}</Text>
      ) : (
        <Stack component="ul" aria-label="Requested documents" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <DropOffItemCard
              key={item.question_id}
              linkKey={linkKey}
              item={item}
              disabled={locked}
              onUploaded={setItem}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720} mx="auto" mt="md">
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

function Unavailable({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <Alert color="blue" variant="light" role="alert" title={title}>
        {message}
      </Alert>
    </Card>
  );
}
