import { expect, test } from '../../fixtures/test.ts';
import { demo, expectClientPortal, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

const BELL = /^Notifications, \d+ unread$/;

test.describe('Activity feed and notifications', () => {
  test('the partner reads the activity feed and opens the notification panel', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);

    // The activity feed: the partner's own sign-in is there, newest first; filters narrow it.
    await page.goto('/activities');
    await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
    const feed = page.getByRole('list', { name: 'Activities, newest first' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    await axe(page);
    await page.getByRole('searchbox', { name: 'Search activities' }).fill('no such activity 0xdeadbeef');
    await expect(page.getByText('No activities found.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search activities' }).fill('');
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Review and export related' }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Review and export related');
    await expect(feed.or(page.getByText('No activities found.'))).toBeVisible();

    // The bell: its name carries the count; the panel filters and answers with a list or says none.
    const bell = page.getByRole('button', { name: BELL });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(
      panel
        .getByRole('list', { name: 'Notifications, newest first' })
        .or(panel.getByText('No Notifications', { exact: true })),
    ).toBeVisible();
    await axe(page);
    await panel.getByRole('switch', { name: 'Unread only' }).check({ force: true });
    await panel.getByRole('searchbox', { name: 'Search notifications' }).fill('nothing like this');
    await expect(panel.getByText('No Notifications', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Close notifications' }).click();
    await expect(panel).toBeHidden();
  });

  test('on a phone the panel takes the whole width, for clients too', async ({ page, axe }) => {
    await page.goto('/');
    await signInWithPassword(page, demo.passwordClient(1));
    await expectClientPortal(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: BELL }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = await panel.boundingBox();
    expect(box?.width).toBe(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });
});
