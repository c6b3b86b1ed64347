import { Alert, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { can, type Firm } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { BrandingSection } from '../../features/firm/components/branding/branding-section';
import { CustomStatusesSection } from '../../features/collect/components/custom-statuses/custom-statuses-section';
import { EntityTypesSection } from '../../features/firm/components/settings/entity-types-section';
import { GeneralSection } from '../../features/firm/components/settings/general-section';
import { GlossarySection } from '../../features/firm/components/settings/glossary-section';
import { GroupsSection } from '../../features/firm/components/settings/groups-section';
import { IntegrationsSection } from '../../features/firm/components/settings/integrations-section';
import { PreferencesSection } from '../../features/firm/components/settings/preferences-section';
import { TwoFactorCard } from '../../features/firm/components/settings/two-factor-card';
import { StaffSection } from '../../features/staff/components/staff-section';
import { TagsSection } from '../../features/tags/components/tags-section';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** The sections of /firm in the order a partner scans them (spec 002 §2 firm settings). */
const SECTIONS = [
  { key: 'general', label: 'General' },
  { key: 'staff', label: 'Staff' },
  { key: 'groups', label: 'Groups' },
  { key: 'preferences', label: 'Preferences' },
  { key: 'branding', label: 'Branding' },
  { key: 'entity-types', label: 'Entity types' },
  { key: 'tags', label: 'Tags' },
  { key: 'glossary', label: 'Glossary' },
  { key: 'custom-statuses', label: 'Custom statuses' },
  { key: 'integrations', label: 'Integrations' },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

function SectionBody({ section, firm }: { section: SectionKey; firm: Firm }) {
  switch (section) {
    case 'general':
      return <GeneralSection firm={firm} />;
    case 'staff':
      return (
        <Stack gap="lg">
          <TwoFactorCard preferences={firm.preferences} />
          <StaffSection />
        </Stack>
      );
    case 'groups':
      return <GroupsSection />;
    case 'preferences':
      return <PreferencesSection preferences={firm.preferences} />;
    case 'branding':
      return <BrandingSection />;
    case 'entity-types':
      return <EntityTypesSection />;
    case 'tags':
      return <TagsSection />;
    case 'glossary':
      return <GlossarySection />;
    case 'custom-statuses':
      return <CustomStatusesSection />;
    case 'integrations':
      return <IntegrationsSection />;
  }
}

/** /firm: firm settings, for partners only (spec 002 §6); the section is kept in the address (?tab=). */
export function Component() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return null;
  if (!can(actorOf(session), 'firm.settings')) {
    return (
      <Stack gap="md">
        <Title order={1}>Firm Settings</Title>
        <Alert color="yellow" variant="light" role="alert">
          Only partners can change firm settings.
        </Alert>
      </Stack>
    );
  }
  const asked = params.get('tab');
  const section: SectionKey = SECTIONS.some((s) => s.key === asked) ? (asked as SectionKey) : 'general';
  return (
    <Stack gap="md">
      <Title order={1}>Firm Settings</Title>
      <Tabs
        value={section}
        onChange={(v) => v && setParams({ tab: v }, { replace: true })}
        keepMounted={false}
        aria-label="Firm settings sections"
      >
        <ScrollArea type="auto" scrollbarSize={6}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {SECTIONS.map((s) => (
              <Tabs.Tab key={s.key} value={s.key}>
                {s.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {SECTIONS.map((s) => (
          <Tabs.Panel key={s.key} value={s.key} pt="lg">
            <SectionBody section={s.key} firm={session.firm} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
