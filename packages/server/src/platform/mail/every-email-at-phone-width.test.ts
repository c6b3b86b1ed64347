import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEXTS, fillReminder, reminderValues } from '@portal/domain';
import { authMail } from '../../features/auth/index.ts';
import { clientNotice } from '../../features/conversations/index.ts';
import {
  dropOffMail,
  questionnaireNoticeMail,
  questionnaireSentMail,
  questionnaireSignInLinkMail,
} from '../../features/questionnaires/index.ts';
import { signatureRequestMail } from '../../features/signature-requests/index.ts';
import { inviteMail } from '../../features/staff/index.ts';
import {
  draftAnsweredMail,
  draftReadyMail,
  returnInDocumentsMail,
  returnReadyMail,
  returnReminderMail,
} from '../../features/tax-returns/index.ts';
import { readMail } from '../../test/outbox.ts';
import { brandedMailer } from './branded-mailer.ts';
import type { ComposedMail } from './compose-mail.ts';
import { OutboxMailer } from './outbox-mailer.ts';

/**
 * Every kind of email the portal sends for a firm, written as the real .eml a client receives (issue 38 §1), its
 * HTML part rendered by Chromium on a 375 px phone: the button is on the first screen, nothing runs off the side,
 * and the plain-text part still carries the link.
 */
const PHONE = { width: 375, height: 667 };
// A personal arrival link is as long as this: the token alone is 43 characters, and the page it opens follows.
const token = 'tkn_' + 'Xy7Qp2Lm9Rt4Vw8Zb3Nc6Hd1Jf5Kg0Ss2Aa7Bb9Cc4Dd'.repeat(2);
const longLink = (page: string) =>
  `https://portal.demo-tax-and-accounting.example/set-sign-in-method?token=${token}&redirect=${encodeURIComponent(page)}&firm=demo-tax-and-accounting`;

const firmName = 'Demo Tax & Accounting Services of Greater Springfield';
const companyName = 'Patel Partnership Co. (2025 Partnership Return)';
const facts = {
  firmName,
  fname: 'Benedict',
  lname: 'Patel',
  taxYear: 2025,
  questionnaireName: 'Individual Tax Organizer',
  companyName,
  dueDate: '2027-04-15',
};
const ret = { firmName, companyName, taxYear: 2025 };
const reminder = reminderValues({
  clientFname: 'Benedict',
  clientLname: 'Patel',
  companyName,
  taxYear: 2025,
  questionnaireName: 'Individual Tax Organizer',
  itemsLeft: 7,
  dueDate: '2027-04-15',
  firmName,
});

const kinds: Record<string, ComposedMail> = {
  'questionnaire sent': questionnaireSentMail(facts, longLink('/questionnaire/abc123?questionnaireId=88')),
  'questionnaire reminder': questionnaireNoticeMail(
    fillReminder(DEFAULT_REMINDER_TEXTS.reminder_email_subject, reminder),
    fillReminder(DEFAULT_REMINDER_TEXTS.reminder_email_message, reminder),
    longLink('/questionnaire/abc123?questionnaireId=88'),
  ),
  'documents requested (drop-off)': dropOffMail(
    facts,
    ['W-2 from every employer', 'Form 1099-INT from each bank', 'Last year’s property tax bill'],
    `https://portal.demo-tax-and-accounting.example/document-drop-off?questionnaireId=88&companyId=12&token=${token}`,
    'The link works until Dec 9, 2026.',
  ),
  'questionnaire sign-in link': questionnaireSignInLinkMail(
    facts,
    longLink('/questionnaire/abc123?questionnaireId=88'),
  ),
  'tax return to sign and pay': returnReadyMail(
    { ...ret, preferredName: 'Benedict', balanceCents: 1_234_56 },
    longLink('/tax-return-delivery/41?companyId=12'),
  ),
  'tax return reminder': returnReminderMail({ ...ret, fname: 'Benedict' }, longLink('/tax-return-delivery/41')),
  'tax return draft': draftReadyMail({ ...ret, fname: 'Benedict' }, longLink('/tax-return-delivery/41')),
  'draft answered (to staff)': draftAnsweredMail(
    { ...ret, title: 'Changes requested to the tax return draft', returnName: '2025 Form 1065', reason: 'Wrong EIN' },
    'https://portal.demo-tax-and-accounting.example/tax-return-delivery-admin-view/41',
  ),
  'tax return in documents': returnInDocumentsMail(
    'Your 2025 tax return is now accessible in Documents Portal.',
    'Hi Benedict,\n\nYour 2025 tax return is now accessible in the Documents section of the portal.',
    longLink('/documents/abc123'),
  ),
  'signature request': signatureRequestMail(
    { firmName, companyName, formName: 'Form 8879-PE IRS e-file Signature Authorization', taxYear: 2025, fname: 'Ben' },
    longLink('/review-signature-request/7?companyId=12&signer=31'),
  ),
  'staff invitation': inviteMail({
    to: 'fiona@demo.example',
    firmName,
    inviterName: 'Paula Partner',
    access: 'full',
    link: longLink('/'),
  }),
  'sign-in link': authMail.magicLink('ben@example.com', firmName, `https://portal.example/signin?auth_token=${token}`),
  'choose how you sign in': authMail.reset('ben@example.com', firmName, longLink('/')),
  'confirm the firm email': authMail.confirmFirmEmail(
    'paula@demo.example',
    firmName,
    'Paula',
    `https://portal.example/confirm-firm-email?token=${token}`,
  ),
  'new message': clientNotice({
    firmName,
    companyName,
    senderName: 'Paula Partner',
    text: 'Could you send the 1099-B from your brokerage? https://www.example-brokerage.example/statements/2025/download?id=0f8e7d6c5b4a3928170615243342516071829304',
    link: longLink('/inbox/abc123/9'),
    hideText: false,
  }),
  'sign-in code (no button)': authMail.code('ben@example.com', firmName, '482913', 'sign-in'),
};

describe('every email kind at 375 px (issue 38 §1)', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-emails-'));
  });
  afterAll(async () => {
    await browser?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const brand = { name: firmName, logoUrl: null, colour: '#0b5941' };

  it('uses one subject pattern, "{Firm}: {what} — {entity}"', () => {
    for (const [kind, mail] of Object.entries(kinds)) {
      if (kind === 'tax return in documents') continue; // The firm's own subject (spec 002 §9 send to documents).
      expect(mail.subject, kind).toMatch(new RegExp(`^${firmName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [a-z]`));
    }
    for (const kind of ['questionnaire sent', 'tax return to sign and pay', 'signature request', 'new message'])
      expect(kinds[kind]!.subject.endsWith(` — ${companyName}`), kind).toBe(true);
  });

  for (const [kind, mail] of Object.entries(kinds)) {
    it(`${kind}: the button is on the first screen, no line runs off it, and the text part has the link`, async () => {
      const outbox = path.join(dir, kind.replace(/\W+/g, '-'));
      const mailer = brandedMailer(
        new OutboxMailer(path.join(outbox, 'outbox'), 'Portal <portal@example.com>', { info: () => undefined }),
        async () => brand,
      );
      await mailer.send({ firmId: 1, to: 'ben@example.com', ...mail });
      const [eml] = await readMail(outbox);
      expect(eml!.html, kind).toBeTruthy();
      if (mail.action) expect(eml!.text).toContain(mail.action.url);

      const page = await browser.newPage({ viewport: PHONE });
      try {
        await page.setContent(eml!.html!);
        await page.screenshot({ path: path.join(outbox, 'at-375.png'), fullPage: true });
        // Run in the page (the server's TypeScript has no DOM types): what reaches past the phone's right edge.
        const overflow = await page.evaluate(`(() => {
          const width = document.documentElement.clientWidth;
          const wide = [...document.body.querySelectorAll('*')]
            .filter((e) => e.getBoundingClientRect().right > width + 0.5)
            .map((e) => e.tagName + ' ' + (e.textContent || '').slice(0, 40));
          return { scroll: document.scrollingElement.scrollWidth - width, wide };
        })()`);
        expect(overflow, kind).toEqual({ scroll: 0, wide: [] });
        if (mail.action) {
          const button = page.getByRole('link', { name: mail.action.label, exact: true });
          await expect.poll(() => button.isVisible()).toBe(true);
          const box = (await button.boundingBox())!;
          expect(box.y + box.height, `${kind}: the button ends within the first screen`).toBeLessThanOrEqual(
            PHONE.height,
          );
          expect(await button.getAttribute('href')).toBe(mail.action.url);
          // The link is there as a short fallback line, not 200 characters of token.
          const fallback = page.getByRole('link').filter({ hasNotText: mail.action.label });
          const shown = (await fallback.last().textContent()) ?? '';
          expect(shown.length, kind).toBeLessThanOrEqual(45);
          expect(await fallback.last().getAttribute('href')).toBe(mail.action.url);
        }
      } finally {
        await page.close();
      }
    });
  }
});
