import { Stack, Tabs, Text } from '@mantine/core';
import { can } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ActivityLogPanel } from '../../features/activities/components/activity-log-panel';
import { documentKeys } from '../../features/documents/api/document-keys';
import { RecentUploadsPanel } from '../../features/documents/components/recent-uploads-panel';
import { AttachDocumentButton } from '../../features/questionnaire-preview/components/attach-document-button';
import { questionnaireQueryOptions } from '../../lib/questionnaires/get-questionnaire';
import { QuestionnaireScreen } from '../../features/answering/components/page/questionnaire-screen';
import { ReviewWaitingNotice } from '../../features/connect/components/review-waiting-notice';
import { QuestionnaireDocumentsTab } from '../../features/questionnaire-preview/components/questionnaire-documents-tab';
import { RelatedQuestionnaireStatuses } from '../../features/questionnaire-preview/components/related-questionnaire-statuses';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

const toEntity = (q: { company_hash: string }) => ({
  to: `/admin/${encodeURIComponent(q.company_hash)}`,
  label: 'Back to the entity dashboard',
});

const TABS = ['sections', 'documents', 'activities', 'unattached'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /preview/{companyId}/questionnaire/{questionnaireId}?tab=: the firm's read-only view of a client's
 * questionnaire, in tabs Sections, Documents, Activities and Unattached (spec 001 §2). The tab lives in the
 * address so a reload keeps it.
 */
export function Component() {
  const { companyId, questionnaireId } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const writer = !!session && can(actorOf(session), 'client.write');
  const id = Number(questionnaireId);
  const entityId = Number(companyId) || undefined;
  const screen = (
    <QuestionnaireScreen
      key={id}
      questionnaireId={id}
      companyId={entityId}
      back={toEntity}
      profileDefaults={{ email: '', phone: '' }}
    />
  );
  // Shares the screen's cached request; until it loads (or if it is not found) the screen alone says so. It
  // stays in the same keyed panel when the tabs come, so it is not drawn anew (nor its requests made again).
  const query = useQuery({ ...questionnaireQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const q = query.data;
  const sectionsPanel = (
    <Tabs.Panel key="sections" value="sections">
      {screen}
    </Tabs.Panel>
  );
  if (!q || (entityId && q.company_id !== entityId))
    return (
      <Tabs value="sections" keepMounted={false}>
        {sectionsPanel}
      </Tabs>
    );
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'sections';
  const select = (next: string | null) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (!next || next === 'sections') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  const documentsPath = `/admin/${encodeURIComponent(q.company_hash)}/documents`;
  return (
    // Only the chosen panel is mounted, so the activity log and recent uploads load when first opened.
    <Tabs value={tab} onChange={select} keepMounted={false}>
      {q.has_split_documents_to_review && <ReviewWaitingNotice companyHash={q.company_hash} />}
      <RelatedQuestionnaireStatuses taxYear={q.tax_year} statuses={q.parent_entity_relevant_questionnaire_statuses} />
      <Tabs.List aria-label="Questionnaire preview" mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        <Tabs.Tab value="sections">Sections</Tabs.Tab>
        <Tabs.Tab value="documents">Documents</Tabs.Tab>
        <Tabs.Tab value="activities">Activities</Tabs.Tab>
        <Tabs.Tab value="unattached">Unattached</Tabs.Tab>
      </Tabs.List>
      {sectionsPanel}
      <Tabs.Panel value="documents">
        <QuestionnaireDocumentsTab questionnaire={q} documentsPath={documentsPath} restorable={writer} />
      </Tabs.Panel>
      <Tabs.Panel value="activities">
        <ActivityLogPanel scope={{ questionnaireId: q.id }} />
      </Tabs.Panel>
      <Tabs.Panel value="unattached">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Documents of {q.company_name} uploaded outside questionnaires in the last 3 months.
          </Text>
          <RecentUploadsPanel
            companyId={q.company_id}
            documentsPath={documentsPath}
            action={
              writer && !q.locked
                ? (d) => (
                    <AttachDocumentButton
                      questionnaire={q}
                      document={d}
                      onAttached={() =>
                        void queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(q.company_id) })
                      }
                    />
                  )
                : undefined
            }
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
