import { Alert, Tabs, Title } from '@mantine/core';
import { connectMessages } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { ExportDocumentsPanel } from '../../features/connect/components/export-documents-panel';
import { TaxDataPanel } from '../../features/connect/components/tax-data-panel';
import { useCurrentEntityDetail } from '../entity-outlet';
import { useSession } from '../session';

/**
 * /admin/{hash}/connect: the entity's Connect tab (Individual entities only): its exportable documents, and its
 * tax data, the figures read off them (issue 42 §3; ?view=tax-data opens it).
 */
export function Component() {
  const entity = useCurrentEntityDetail();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const preferences = session?.firm.preferences;
  const reason = !preferences?.review_and_export_enabled
    ? connectMessages.exportDisabled
    : entity.entity_type !== 'Individual'
      ? connectMessages.individualsOnly
      : null;
  const company = { id: entity.id, name: entity.name, hashId: entity.hash_id };
  if (reason)
    return (
      <>
        <Title order={2} size="h3">
          Connect
        </Title>
        <Alert color="gray" role="status">
          {reason}
        </Alert>
      </>
    );
  const view = params.get('view') === 'tax-data' && preferences?.bulk_upload_processor ? 'tax-data' : 'export';
  return (
    <>
      <Title order={2} size="h3">
        Connect
      </Title>
      <Tabs
        value={view}
        onChange={(v) => setParams(v === 'tax-data' ? { view: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="export">Export</Tabs.Tab>
          {preferences?.bulk_upload_processor && <Tabs.Tab value="tax-data">Tax data</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="export" pt="md">
          <ExportDocumentsPanel key={entity.id} company={company} />
        </Tabs.Panel>
        <Tabs.Panel value="tax-data" pt="md">
          <TaxDataPanel key={entity.id} company={company} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
