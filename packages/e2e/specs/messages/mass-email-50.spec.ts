import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

const RECIPIENTS = 50;

/** The decoded words of a quoted-printable body: soft line breaks joined, =XX escapes undone. */
const unfold = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test.describe('Mass email', () => {
  test('the partner sends a personalized email to 50 chosen clients and each gets their own', async ({
    page,
    axe,
    mail,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await signInWithPassword(page, demo.partner);
    await expectStaffPortal(page);

    await page.goto('/messages');
    await page.getByRole('button', { name: 'Mass Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Mass Email', exact: true });
    await expect(dialog).toBeVisible();
    const recipients = dialog.getByRole('group', { name: 'Recipients' });
    // The count of chosen clients describes the picker.
    await expect(dialog.getByText(/^0 of \d+ clients selected$/)).toBeVisible();

    // The filter narrows the list to the demo book's "client1…" addresses; then 50 are ticked one by one.
    await recipients.getByRole('searchbox', { name: 'Filter recipients' }).fill('client1');
    await expect(recipients.getByRole('button', { name: /^Select all \d+ matching$/ })).toBeVisible();
    const boxes = recipients.getByRole('checkbox');
    await expect(boxes.nth(RECIPIENTS)).toBeVisible();
    const chosen: Array<{ name: string; email: string }> = [];
    for (let i = 0; i < RECIPIENTS; i++) {
      const box = boxes.nth(i);
      const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
      const [, name, email] = /^(.+) \((.+)\)$/.exec(label.trim()) ?? [];
      if (!name || !email) throw new Error(`a recipient without an email: ${label}`);
      chosen.push({ name, email });
      await box.check();
    }
    await expect(dialog.getByText(new RegExp(`^${RECIPIENTS} of \\d+ clients selected$`))).toBeVisible();
    expect(new Set(chosen.map((c) => c.email)).size).toBe(RECIPIENTS);

    // Subject and message with variables, inserted with the dialog's buttons where the caret is.
    const token = `MX${Date.now()}`;
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    const body = dialog.getByRole('textbox', { name: 'Message' });
    const variables = dialog.getByRole('group', { name: /^Insert a variable into the/ });
    await subject.click();
    await subject.pressSequentially('Hello ');
    await variables.getByRole('button', { name: '{{client_fname}}' }).click();
    await expect(subject).toHaveValue('Hello {{client_fname}}');
    await subject.press('End');
    await subject.pressSequentially(` ${token}`);
    await body.click();
    await body.pressSequentially('Dear ');
    await expect(dialog.getByText('Insert a variable into the message')).toBeVisible();
    await variables.getByRole('button', { name: '{{client_full_name}}' }).click();
    await expect(body).toHaveValue('Dear {{client_full_name}}');
    await body.press('End');
    await body.pressSequentially(', your organizer for this year is ready in the portal.');
    await expect(subject).toHaveValue(`Hello {{client_fname}} ${token}`);
    await expect(body).toHaveValue('Dear {{client_full_name}}, your organizer for this year is ready in the portal.');
    await axe(page);

    // Ten or more recipients: Send asks first.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm mass email', exact: true });
    await expect(confirm).toContainText(`Send this email to ${RECIPIENTS} clients?`);
    await axe(page);
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(confirm).toBeHidden();

    // The progress runs to completion.
    await expect(dialog.getByText(`Completed: ${RECIPIENTS} of ${RECIPIENTS} sent.`)).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole('progressbar', { name: 'Mass email progress' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
    await axe(page);

    // The SMTP catcher got exactly 50, one to each chosen client, each with their own names.
    const ours = () => mail.messages.filter((m) => m.subject.includes(token));
    await expect.poll(() => ours().length, { timeout: 30_000 }).toBe(RECIPIENTS);
    const byEmail = new Map(chosen.map((c) => [c.email.toLowerCase(), c]));
    const reached = new Set<string>();
    for (const m of ours()) {
      expect(m.to).toHaveLength(1);
      const client = byEmail.get(m.to[0]!.toLowerCase());
      expect(client, `mail to someone not chosen: ${m.to.join(', ')}`).toBeDefined();
      reached.add(m.to[0]!.toLowerCase());
      const fname = client!.name.split(' ')[0]!;
      expect(m.subject).toBe(`Hello ${fname} ${token}`);
      expect(unfold(m.text)).toContain(`Dear ${client!.name}, your organizer`);
      expect(m.raw).not.toContain('{{client_');
    }
    expect(reached.size).toBe(RECIPIENTS);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
});
