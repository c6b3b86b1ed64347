import {
  defaultFirmPreferences,
  firmThemeSchema,
  type CurrentUserResponse,
  type Firm,
  type FirmPreferences,
  type User,
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
    preferences: { has_temp_email: false, hide_conversation_in_email: false },
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
