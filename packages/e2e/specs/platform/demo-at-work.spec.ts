import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_PASSWORD, demo, expectStaffPortal, signedIn } from '../../fixtures/sign-in.ts';

/** An option of the entity picker, which names the entity and then its owners: the entity's own starts with its name. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// This file's worker runs the portal as `npm run demo` does: the demo firm seeded and put to work.
test.use({ demoActivity: true });

/** Rows of a table below its header row. */
const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

test.describe('The demo firm at work (issue 38 §2)', () => {
  test('Deliver, Signatures, Review & export, an entity’s Connect tab and Workflows have rows, and the Guide reads the firm', async ({
    browser,
    baseURL,
    request,
    axe,
  }) => {
    test.setTimeout(180_000);
    const staff = await signedIn(browser, baseURL, demo.partner, 1440);
    await expectStaffPortal(staff);

    await staff.goto('/tax-returns');
    await expect(bodyRows(staff, 'Tax returns').first()).toBeVisible();
    expect(await bodyRows(staff, 'Tax returns').count()).toBeGreaterThanOrEqual(4);
    await axe(staff);

    await staff.goto('/signature-requests');
    await expect(bodyRows(staff, 'Signature requests').first()).toBeVisible();
    expect(await bodyRows(staff, 'Signature requests').count()).toBeGreaterThanOrEqual(3);
    await axe(staff);

    await staff.goto('/workflows');
    const workflows = staff.getByRole('table', { name: 'Workflows' });
    await expect(workflows.getByRole('row').filter({ hasText: 'Welcome a new client' })).toBeVisible();
    await expect(workflows.getByRole('row').filter({ hasText: 'Organizer received' })).toBeVisible();
    await axe(staff);

    // The entities whose scans Connect split: found through the API, then opened as staff do.
    const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
      data: { username: demo.partner, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await signIn.json()).firebase_token}` };
    const entities: { id: number; hash_id: string; name: string; entity_type: string }[] = (
      await (await request.get('/api/v2/entities?rows_per_page=1000', { headers })).json()
    ).entities;
    // The scans went to the firm's first individuals (Connect is for individuals).
    let scanned: (typeof entities)[number] | undefined;
    for (const entity of entities
      .filter((e) => e.entity_type === 'Individual')
      .sort((a, b) => a.id - b.id)
      .slice(0, 8)) {
      const uploads = await (await request.get(`/api/companies/${entity.id}/extracted_documents`, { headers })).json();
      if (uploads.length) {
        scanned = entity;
        break;
      }
    }
    expect(scanned, 'an entity with a scan read by Connect').toBeTruthy();
    await staff.goto(`/admin/${scanned!.hash_id}`);
    await staff.getByRole('navigation', { name: 'Entity navigation' }).getByRole('link', { name: 'Connect' }).click();
    await expect(bodyRows(staff, 'Documents to export').first()).toBeVisible();
    await axe(staff);

    await staff.goto('/review-and-export');
    await expect(staff.getByRole('heading', { name: 'Review and export', level: 1 })).toBeVisible();
    await staff.getByRole('combobox', { name: /Entity/ }).fill(scanned!.name);
    await staff
      .getByRole('option', { name: startsWith(scanned!.name) })
      .first()
      .click();
    await expect(bodyRows(staff, 'Documents to export').first()).toBeVisible();
    await axe(staff);

    // The Guide: a firm with nine staff has its team; every area's step is there and done.
    await staff.goto('/admin-guide');
    const step = (title: string) =>
      staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: title }) });
    await expect(step('4. Invite your team').getByText('Done', { exact: true })).toBeVisible();
    for (const title of [
      'Deliver a tax return',
      'Request a signature',
      'Review and export documents',
      'Automate a workflow',
    ]) {
      await expect(
        staff
          .getByRole('listitem')
          .filter({ has: staff.getByRole('heading', { name: new RegExp(title) }) })
          .getByText('Done', { exact: true }),
      ).toBeVisible();
    }
    await axe(staff);
  });
});
