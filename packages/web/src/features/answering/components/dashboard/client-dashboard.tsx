import { SimpleGrid, Stack, Title } from '@mantine/core';
import { dashboardHeading, orderTasks, questionnaireMessages, type QuestionnaireCard as Card } from '@portal/domain';
import { IconClipboardList } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoader } from '../../../../components/page-loader';
import { RenderFailure } from '../../../../components/render-failure';
import { useClientQuestionnaires } from '../../api/list-client-questionnaires';
import { QuestionnaireCard } from './questionnaire-card';

export const NO_QUESTIONNAIRES_HINT =
  'When your firm sends you a questionnaire it will appear here. If you were expecting one, send your firm a message.';

/**
 * The client's dashboard (spec 001 §2): their questionnaires as cards, open ones first, after the tax returns
 * the app places in `taxReturns` (another feature's, composed by the app).
 */
export function ClientDashboard({
  companyHash,
  taxReturns,
  cardLinkTo,
}: {
  companyHash: string | null;
  taxReturns?: ReactNode;
  /** Where a card's button leads, when not to the client's questionnaire (the client preview). */
  cardLinkTo?: (card: Card) => string;
}) {
  const list = useClientQuestionnaires(companyHash);
  const cards = useMemo(() => orderTasks(list.data?.questionnaires ?? []), [list.data]);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <RenderFailure />;
  const now = new Date();
  return (
    <Stack gap="md">
      <Title order={1}>
        {dashboardHeading({ questionnaires: cards.length > 0, taxReturns: list.data.has_tax_returns })}
      </Title>
      {taxReturns}
      {cards.length === 0 && list.data.has_tax_returns ? null : cards.length === 0 ? (
        <EmptyState
          icon={<IconClipboardList aria-hidden stroke={1.5} />}
          title={questionnaireMessages.noQuestionnaires}
          description={NO_QUESTIONNAIRES_HINT}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.map((card) => (
            <QuestionnaireCard key={card.id} card={card} now={now} linkTo={cardLinkTo?.(card)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
