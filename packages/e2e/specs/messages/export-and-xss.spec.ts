import { readFile } from 'node:fs/promises';
import type { Dialog, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { demo } from '../../fixtures/sign-in.ts';
import {
  messageById,
  openClientInbox,
  openStaffConversation,
  sendInComposer,
  sendThroughApi,
  signIn,
} from './journey-helpers.ts';

const CSV_HEADER = ['Date', 'From', 'Side', 'Thread', 'Tag', 'Message'];
const WEEK_MS = 7 * 24 * 3600_000;

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Any alert(), confirm() or prompt() a page opens is an injected script that ran. */
function recordDialogs(page: Page): Dialog[] {
  const fired: Dialog[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog);
    void dialog.dismiss();
  });
  return fired;
}

test.describe('Export and safe rendering of messages', () => {
  test('the CSV export of a timeframe downloads the messages of that timeframe', async ({ browser, baseURL, axe }) => {
    // A conversation the demo seeded three days ago, so the last week has a firm and a client side.
    const client = await signIn(browser, baseURL, demo.passwordClient(5));
    const conversationId = await openClientInbox(client.page);
    await client.page.context().close();
    const staff = await signIn(browser, baseURL, demo.partner);
    const page = staff.page;
    await openStaffConversation(page, conversationId);

    const text = `Please find the engagement letter attached, "signed", today ${Date.now()}`;
    await sendInComposer(page, text);

    await page.getByRole('button', { name: 'Conversation actions' }).click();
    await page.getByRole('menuitem', { name: 'Export conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Conversation' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'CSV' }).check();
    await dialog.getByRole('combobox', { name: 'Timeframe' }).click();
    await page.getByRole('option', { name: 'Last week' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('Last week');
    await axe(page);

    const downloading = page.waitForEvent('download');
    const startedAt = Date.now();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect(page.getByText('Conversation exported successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const path = await download.path();
    const rows = parseCsv(await readFile(path, 'utf8')).filter((r) => r.some((c) => c !== ''));
    expect(rows[0]).toEqual(CSV_HEADER);
    const body = rows.slice(1);
    // Our message, with its quotes and commas intact, from the firm side.
    const ours = body.find((r) => r[5] === text);
    expect(ours, `no row with the message in:\n${rows.map((r) => r.join(' | ')).join('\n')}`).toBeDefined();
    expect(ours![1]).toBe('Paula Partner');
    expect(ours![2]).toBe('Firm');
    // The seeded exchange (three days old) is in the week too, and every row is of the last week.
    expect(body.some((r) => r[2] === 'Client')).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const r of body) {
      const at = Date.parse(r[0]!);
      expect(at).toBeGreaterThanOrEqual(startedAt - WEEK_MS - 60_000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
    await axe(page);
    await page.context().close();
  });

  test('script in a message renders inert for staff and client alike', async ({ browser, baseURL, axe }) => {
    const client = await signIn(browser, baseURL, demo.passwordClient(1));
    const clientDialogs = recordDialogs(client.page);
    const conversationId = await openClientInbox(client.page);
    const staff = await signIn(browser, baseURL, demo.partner);
    const staffDialogs = recordDialogs(staff.page);

    // Sent through the API, so the raw HTML reaches the server, from each side.
    const marker = Date.now();
    const payload = (who: string) =>
      `<p>${who} ${marker} <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">click</a></p>` +
      `<p><a href="https://example.com/ok" onclick="alert(2)">safe link</a><script>alert(3)</script></p>`;
    const fromStaff = await sendThroughApi(staff, { conversation_id: conversationId, text: payload('From staff') });
    const fromClient = await sendThroughApi(client, { conversation_id: conversationId, text: payload('From client') });

    await openStaffConversation(staff.page, conversationId);
    for (const page of [staff.page, client.page]) {
      for (const m of [fromStaff, fromClient]) {
        const item = messageById(page, m.id);
        await expect(item).toContainText(String(marker));
        await expect(item).toContainText('click');
        await expect(item.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com/ok');
        await expect(item.locator('img')).toHaveCount(0);
        await expect(item.locator('script')).toHaveCount(0);
      }
      await expect(page.locator('img[onerror]')).toHaveCount(0);
      await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
      await expect(page.locator('[onclick], [onerror]')).toHaveCount(0);
      await axe(page);
    }
    // After a reload (everything fetched afresh from the server) it is still inert.
    await staff.page.reload();
    await expect(messageById(staff.page, fromClient.id)).toContainText(String(marker));
    await expect(staff.page.locator('img[onerror], a[href^="javascript" i], [onclick]')).toHaveCount(0);

    expect(staffDialogs.map((d) => d.message())).toEqual([]);
    expect(clientDialogs.map((d) => d.message())).toEqual([]);
    await staff.page.context().close();
    await client.page.context().close();
  });
});
