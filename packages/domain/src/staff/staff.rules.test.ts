import { describe, expect, it } from 'vitest';
import { inviteStaffSchema, staffMessages, updateStaffSchema } from './staff.schemas.ts';
import { staffChangeProblem, staffStatus, type StaffTarget } from './staff.rules.ts';

const partner = { userId: 1, isAdvisor: true, firmAccess: 'partner' as const };
const admin = { userId: 2, isAdvisor: true, firmAccess: 'admin' as const };
const target = (over: Partial<StaffTarget> = {}): StaffTarget => ({
  id: 9,
  firm_access: 'full',
  group_id: null,
  status: 'active',
  ...over,
});
const lastPartner = { code: 'validation_failed', message: staffMessages.lastPartner };

describe('staffStatus', () => {
  it('is deactivated while paying is off, whatever the sign-in history', () => {
    expect(staffStatus({ paying: false, lastSignInAt: null })).toBe('deactivated');
    expect(staffStatus({ paying: false, lastSignInAt: new Date() })).toBe('deactivated');
  });
  it('is invited until the first sign-in, then active', () => {
    expect(staffStatus({ paying: true, lastSignInAt: null })).toBe('invited');
    expect(staffStatus({ paying: true, lastSignInAt: '2026-03-01T10:00:00Z' })).toBe('active');
  });
});

describe('staffChangeProblem', () => {
  it('lets only partners change a partner or make someone a partner', () => {
    const p = target({ firm_access: 'partner' });
    expect(staffChangeProblem(admin, p, { action: 'deactivate' }, 3)).toEqual({
      code: 'forbidden',
      message: staffMessages.onlyPartners,
    });
    expect(staffChangeProblem(admin, target(), { action: 'update', firm_access: 'partner' }, 3)?.code).toBe(
      'forbidden',
    );
    expect(staffChangeProblem({ ...partner, isAdvisor: false }, p, { action: 'reactivate' }, 3)?.code).toBe(
      'forbidden',
    );
    expect(staffChangeProblem(admin, target(), { action: 'update', firm_access: 'other' }, 1)).toBeNull();
    expect(staffChangeProblem(partner, target(), { action: 'update', firm_access: 'partner' }, 1)).toBeNull();
  });

  it('keeps the last active partner from being demoted', () => {
    const p = target({ firm_access: 'partner' });
    expect(staffChangeProblem(partner, p, { action: 'update', firm_access: 'admin' }, 1)).toEqual({
      ...lastPartner,
      field: 'firm_access',
    });
    expect(staffChangeProblem(partner, p, { action: 'update', firm_access: 'admin' }, 2)).toBeNull();
    expect(staffChangeProblem(partner, p, { action: 'update', firm_access: 'partner' }, 1)).toBeNull();
    expect(staffChangeProblem(partner, p, { action: 'update', group_id: 4 }, 1)).toBeNull();
    // A deactivated partner is not the one keeping the firm running.
    const off = target({ firm_access: 'partner', status: 'deactivated' });
    expect(staffChangeProblem(partner, off, { action: 'update', firm_access: 'full' }, 1)).toBeNull();
  });

  it('keeps the last active partner from being deactivated, themselves included', () => {
    const self = target({ id: partner.userId, firm_access: 'partner' });
    expect(staffChangeProblem(partner, self, { action: 'deactivate' }, 1)).toEqual(lastPartner);
    expect(staffChangeProblem(partner, self, { action: 'deactivate' }, 0)).toEqual(lastPartner);
    expect(staffChangeProblem(partner, self, { action: 'deactivate' }, 2)).toBeNull();
    expect(staffChangeProblem(partner, target(), { action: 'deactivate' }, 1)).toBeNull();
  });

  it('refuses to deactivate twice or to reactivate someone active', () => {
    const off = target({ status: 'deactivated' });
    expect(staffChangeProblem(partner, off, { action: 'deactivate' }, 1)?.message).toBe(
      staffMessages.alreadyDeactivated,
    );
    expect(staffChangeProblem(partner, off, { action: 'reactivate' }, 1)).toBeNull();
    expect(staffChangeProblem(partner, target(), { action: 'reactivate' }, 1)?.message).toBe(
      staffMessages.notDeactivated,
    );
    expect(staffChangeProblem(partner, target({ status: 'invited' }), { action: 'reactivate' }, 1)?.code).toBe(
      'validation_failed',
    );
  });

  it('resends an invitation only to someone who has not signed in and is not deactivated', () => {
    expect(staffChangeProblem(partner, target({ status: 'invited' }), { action: 'resend_invite' }, 1)).toBeNull();
    expect(staffChangeProblem(partner, target(), { action: 'resend_invite' }, 1)?.message).toBe(
      staffMessages.alreadySignedIn,
    );
    expect(
      staffChangeProblem(partner, target({ status: 'deactivated' }), { action: 'resend_invite' }, 1)?.message,
    ).toBe(staffMessages.resendDeactivated);
  });

  it('needs a firm group for group access, from the change or the stored value', () => {
    const needsGroup = { code: 'validation_failed', message: staffMessages.groupRequired, field: 'group_id' };
    expect(staffChangeProblem(partner, target(), { action: 'update', firm_access: 'group' }, 1)).toEqual(needsGroup);
    expect(
      staffChangeProblem(partner, target(), { action: 'update', firm_access: 'group', group_id: 3 }, 1),
    ).toBeNull();
    expect(
      staffChangeProblem(partner, target({ firm_access: 'group', group_id: 3 }), { action: 'update' }, 1),
    ).toBeNull();
    expect(
      staffChangeProblem(
        partner,
        target({ firm_access: 'group', group_id: 3 }),
        { action: 'update', group_id: null },
        1,
      ),
    ).toEqual(needsGroup);
    expect(staffChangeProblem(partner, target(), { action: 'update', group_id: null }, 1)).toBeNull();
  });
});

describe('staff schemas', () => {
  const invite = { fname: ' Ann ', lname: 'Lee', email: ' Ann@Example.COM ', firm_access: 'full' };
  it('trims names and lower-cases the email of an invitation', () => {
    expect(inviteStaffSchema.parse(invite)).toEqual({
      fname: 'Ann',
      lname: 'Lee',
      email: 'ann@example.com',
      firm_access: 'full',
    });
  });
  it('names what is wrong with an invitation', () => {
    const issues = (v: object) => inviteStaffSchema.safeParse({ ...invite, ...v }).error?.issues.map((i) => i.message);
    expect(issues({ email: 'not-an-email' })).toEqual(['Please enter a valid email address']);
    expect(issues({ email: '' })).toContain('Email is required');
    expect(issues({ fname: ' ' })).toEqual(['First name is required']);
    expect(issues({ firm_access: 'owner' })).toEqual([staffMessages.accessInvalid]);
    expect(issues({ firm_access: 'group' })).toEqual([staffMessages.groupRequired]);
    expect(issues({ firm_access: 'group', group_id: 2 })).toBeUndefined();
  });
  it('accepts a partial update, with null clearing the group', () => {
    expect(updateStaffSchema.parse({})).toEqual({});
    expect(updateStaffSchema.parse({ group_id: null })).toEqual({ group_id: null });
    expect(updateStaffSchema.safeParse({ firm_access: 'boss' }).success).toBe(false);
  });
});
