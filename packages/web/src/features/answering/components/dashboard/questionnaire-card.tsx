import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  clientCardButton,
  clientCardDueBadge,
  clientCardStatus,
  type QuestionnaireCard as Card_,
} from '@portal/domain';
import { Link } from 'react-router';
import { cardStatusColor, cardStatusLabel } from '../page/status-labels';
import { CardSections } from './card-sections';

export const questionnairePath = (companyHash: string, questionnaireId: number) =>
  `/questionnaire/${encodeURIComponent(companyHash)}?questionnaireId=${questionnaireId}`;

/** A dashboard card (spec 001 §2): badge, title, description, progress, sections, due badge and the button. */
export function QuestionnaireCard({ card, now, linkTo }: { card: Card_; now: Date; linkTo?: string }) {
  const status = clientCardStatus(card);
  const due = clientCardDueBadge(card, now);
  const titleId = `questionnaire-card-${card.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge color={cardStatusColor[status]} variant="light">
            {cardStatusLabel[status]}
          </Badge>
          {due ? (
            <Badge
              color={due.danger ? 'red' : due.kind === 'overdue' ? 'orange' : 'gray'}
              variant={due.danger ? 'filled' : 'light'}
            >
              {due.label}
            </Badge>
          ) : null}
        </Group>
        <div>
          <Title order={2} size="h4" id={titleId}>
            {card.name}
          </Title>
          <Text size="sm" c="dimmed">
            {card.company_name} · {card.tax_year}
          </Text>
        </div>
        {card.description ? <Text size="sm">{card.description}</Text> : null}
        <Progress value={card.progress} aria-label={`${card.name} progress`} />
        <Text size="xs" c="dimmed">
          {card.progress}% complete
        </Text>
        <CardSections questionnaireId={card.id} sections={card.sections} />
        <Button
          component={Link}
          to={linkTo ?? questionnairePath(card.company_hash, card.id)}
          mt="auto"
          fullWidth
          aria-describedby={titleId}
        >
          {clientCardButton(card, { readOnly: card.read_only })}
        </Button>
      </Stack>
    </Card>
  );
}
