import {
  defaultFirmPreferences,
  firmThemeSchema,
  type CurrentUserResponse,
  type EntityDetail,
  type EntityListItem,
  type EntityPickerOption,
  type Firm,
  type FirmPreferences,
  type User,
  type UserListItem,
} from '@portal/domain';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    uid: 'u-7',
    fname: 'Pat',
    lname: 'Partner',
    full_name: 'Pat Partner',
    preferred_name: null,
    email: 'pat@example.com',
    work_email: null,
    phone_number: null,
    work_phone_number: null,
    work_phone_extension: null,
    preferred_contact_method: 'email',
    preferred_sign_in_method: 'password',
    time_zone: 'Pacific Time (US & Canada)',
    group_id: null,
    firm_access: 'partner',
    enabled_2fa: false,
    paying: true,
    readonly_access: false,
    assigned_advisor_id: null,
    is_advisor: true,
    deleted_at: null,
    external_user_id: null,
    default_company_id: null,
    overview_setting: { last_activity_should_include_all_activity: false },
    preferences: {
      has_temp_email: false,
      hide_conversation_in_email: false,
      out_of_office: false,
      out_of_office_message: null,
      table_density: 'compact',
    },
    firm_group: null,
    contact_tags: [],
    ...overrides,
  };
}

export function buildFirm(preferences: Partial<FirmPreferences> = {}, overrides: Partial<Firm> = {}): Firm {
  return {
    id: 3,
    name: 'Acme Tax',
    subdomain_url: 'acme',
    time_zone: 'Pacific Time (US & Canada)',
    questionnaire_reminder_frequency: 7,
    theme: firmThemeSchema.parse({}),
    medium_url: null,
    preferences: { ...defaultFirmPreferences(), ...preferences },
    firm_groups: [],
    contact_tags: [],
    entity_tags: [],
    firm_vocabs: [],
    firm_custom_statuses: [],
    ...overrides,
  };
}

export const buildSession = (
  user: Partial<User> = {},
  preferences: Partial<FirmPreferences> = {},
): CurrentUserResponse => ({ user: buildUser(user), firm: buildFirm(preferences) });

export const buildClientSession = (user: Partial<User> = {}, preferences: Partial<FirmPreferences> = {}) =>
  buildSession(
    { is_advisor: false, firm_access: null, fname: 'Cam', lname: 'Client', full_name: 'Cam Client', ...user },
    preferences,
  );

/** A fetch stand-in answering by "METHOD path". Unlisted calls answer 404. */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    return handler(init);
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An entity as the entity pickers' search answers it (GET /api/v2/entities/picker). */
export function buildPickerEntity(overrides: Partial<EntityPickerOption> = {}): EntityPickerOption {
  const id = overrides.id ?? 1;
  return {
    id,
    hash_id: `hash${id}`,
    name: `Entity ${id}`,
    entity_type: 'C-Corporation',
    inactive: false,
    readonly_access: false,
    paying: true,
    primary_contact_email: `contact${id}@example.com`,
    external_entity_id: null,
    owners: [{ id: 100 + id, name: `Contact ${id}`, email: `contact${id}@example.com` }],
    ...overrides,
  };
}

export function buildEntityRow(overrides: Partial<EntityListItem> = {}): EntityListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    hash_id: `hash${id}`,
    name: `Entity ${id}`,
    entity_type: 'C-Corporation',
    business_email: null,
    inactive: false,
    readonly_access: false,
    paying: true,
    user_id: 100 + id,
    primary_contact_name: `Contact ${id}`,
    primary_contact_email: `contact${id}@example.com`,
    client_manager_id: null,
    cpa_id: null,
    external_entity_id: null,
    owners: [{ id: 100 + id, uid: `u-${100 + id}`, full_name: `Contact ${id}` }],
    entity_tags: [],
    updated_at: '2026-03-04T10:00:00.000Z',
    created_at: '2026-01-02T10:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

export function buildEntityDetail(overrides: Partial<EntityDetail> = {}): EntityDetail {
  const row = buildEntityRow(overrides);
  return {
    ...row,
    street: null,
    city: null,
    state: null,
    zip: null,
    country: null,
    other_email: null,
    owner_ids: row.owners.map((o) => o.id),
    note_count: 0,
    firm_group_id: null,
    firm_role_assignments: [],
    external_user_id: null,
    tax_return_id: null,
    all_owner_ids: row.owners.map((o) => o.id),
    notification_subscribed: true,
    notification_subscribed_users: row.owners.map((o) => o.id),
    relevant_conversation_id: null,
    spouse_ssn: null,
    user: { paying: true, preferences: { has_temp_email: false }, assigned_advisor_id: null },
    ...overrides,
  };
}

export function buildUserRow(overrides: Partial<UserListItem> = {}): UserListItem {
  const id = overrides.id ?? 200;
  return {
    id,
    uid: `u-${id}`,
    fname: 'Ann',
    lname: `Lee${id}`,
    full_name: `Ann Lee${id}`,
    email: `ann${id}@example.com`,
    phone_number: null,
    is_advisor: false,
    firm_access: null,
    group_id: null,
    paying: true,
    readonly_access: false,
    assigned_advisor_id: null,
    entity_count: 1,
    contact_tags: [],
    updated_at: '2026-03-04T10:00:00.000Z',
    created_at: '2026-01-02T10:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

/** Firm users (staff) as GET /api/v2/users?filters={"is_advisor":true} lists them. */
export const buildStaffRow = (overrides: Partial<UserListItem> = {}) =>
  buildUserRow({ is_advisor: true, firm_access: 'full', entity_count: 0, ...overrides });
