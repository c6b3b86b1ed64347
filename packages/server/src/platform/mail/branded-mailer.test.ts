import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it, vi } from 'vitest';
import { brandedHtml, brandedMailer, brandOnce } from './branded-mailer.ts';
import { composeMail } from './compose-mail.ts';
import type { Mailer } from './mailer.ts';
import { fromHeader } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';

const brand = { name: 'Harbor & Co', logoUrl: 'https://portal.test/api/firms/7/logo?v=abc', colour: '#2a6f3b' };

describe('branded email', () => {
  it('heads the words with the logo, keeps the paragraphs and turns links into anchors', () => {
    const html = brandedHtml('Hi Ann,\n\nSign in here:\nhttps://portal.test/signin?a=1&b=2\n\nThanks', brand);
    expect(html).toContain('<img src="https://portal.test/api/firms/7/logo?v=abc" alt="Harbor &amp; Co logo"');
    expect(html).toContain('<p style="margin:0 0 16px">Hi Ann,</p>');
    expect(html).toContain(
      'Sign in here:<br><a href="https://portal.test/signin?a=1&amp;b=2" style="color:#2a6f3b;word-break:break-all">https://portal.test/signin?a=1&amp;b=2</a>',
    );
  });

  it('draws the firm’s colour as a band and on links, and names the firm at the foot', () => {
    const html = brandedHtml('See https://portal.test/x', brand);
    expect(html).toContain('<div style="height:6px;background:#2a6f3b"></div>');
    expect(html).toContain('style="color:#2a6f3b;word-break:break-all"');
    expect(html).toMatch(/<p style="[^"]*font-size:13px[^"]*">Harbor &amp; Co<\/p><\/div><\/body><\/html>$/);
  });

  it('never lets a stored colour into the style as anything but #rrggbb', () => {
    const html = brandedHtml('Hi', { ...brand, colour: 'red;background:url(https://evil.test/x)"><script>' });
    expect(html).not.toContain('evil.test');
    expect(html).not.toContain('<script>');
    expect(html).toContain('background:#1c4e80');
  });

  it('shows the name without a logo, and escapes what the text says', () => {
    const html = brandedHtml('<script>alert(1)</script> "quoted" <img src=x onerror=alert(1)>', {
      name: 'Lake <CPA>',
      logoUrl: null,
    });
    expect(html).toContain('<strong style="font-size:18px;color:#1c4e80">Lake &lt;CPA&gt;</strong>');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });

  it("turns the action's paragraph into one button with its words, the link a short line under it (issue 38 §1)", () => {
    const url = `https://portal.test/set-sign-in-method?token=${'t'.repeat(120)}&redirect=%2Fquestionnaire%2Fabc`;
    const mail = composeMail({
      subject: 'x',
      greeting: 'Hi Ann,',
      lead: ['Your organizer is ready.'],
      action: { label: 'Open your questionnaire', url },
    });
    expect(mail.text).toContain(`Open your questionnaire:\n${url}`);
    const html = brandedHtml(mail.text, brand, mail.action);
    const anchors = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    const href = url.replace(/&/g, '&amp;');
    expect(anchors).toEqual([
      [href, 'Open your questionnaire'],
      [href, 'portal.test/set-sign-in-method…'],
    ]);
    expect(html).toContain('background:#2a6f3b;color:#ffffff');
    // The long link is nowhere in the HTML as text: only behind the button and its short fallback.
    expect(html.split(url.replace(/&/g, '&amp;')).length - 1).toBe(2);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('keeps a link’s quotes and brackets out of its attribute', () => {
    const html = brandedHtml('Go https://portal.test/a"onmouseover="alert(1)', brand);
    expect(html).toContain(
      '<a href="https://portal.test/a" style="color:#2a6f3b;word-break:break-all">https://portal.test/a</a>&quot;onmouseover=',
    );
  });

  it('sends a firm’s mail under its name with HTML beside the text, and sends even when the brand cannot be read', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const base: Mailer = { kind: 'outbox', send, check: async () => undefined };
    const brandOf = vi.fn(async (id: number) => (id === 1 ? brand : Promise.reject(new Error('down'))));
    const mailer = brandedMailer(base, brandOf);
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1 });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 2 });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't' });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1, html: '<b>own</b>' });
    const sent = send.mock.calls.map((c) => (c as unknown as [{ html?: string; fromName?: string; text: string }])[0]);
    expect(sent[0]!.html).toContain('Harbor &amp; Co logo');
    expect(sent[0]!.text).toBe('t');
    expect(sent.map((m) => m.fromName)).toEqual(['Harbor & Co', undefined, undefined, 'Harbor & Co']);
    expect(sent.slice(1).map((m) => m.html)).toEqual([undefined, undefined, '<b>own</b>']);
  });

  it('uses the brand a mail carries without reading it, and sends a mail carrying none unbranded', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const brandOf = vi.fn(async () => brand);
    const mailer = brandedMailer({ kind: 'outbox', send, check: async () => undefined }, brandOf);
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1, brand: { ...brand, name: 'Given' } });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1, brand: null });
    expect(brandOf).not.toHaveBeenCalled();
    const sent = send.mock.calls.map((c) => (c as unknown as [Record<string, unknown>])[0]);
    expect(sent.map((m) => m.fromName)).toEqual(['Given', undefined]);
    expect(sent.every((m) => !('brand' in m))).toBe(true);
  });

  it('reads a firm’s brand once however many mails ask at once, and leaves a failed read to each mail', async () => {
    const brandOf = vi.fn(async (id: number) => (id === 1 ? brand : Promise.reject(new Error('down'))));
    const once = brandOnce(brandOf);
    const brands = await Promise.all(Array.from({ length: 50 }, () => once(1)));
    expect(brands.every((b) => b === brand)).toBe(true);
    expect(await once(2)).toBeUndefined();
    expect(await once(1)).toBe(brand);
    expect(brandOf.mock.calls.map(([id]) => id)).toEqual([1, 2]);
  });
});

describe('From header', () => {
  it('puts the firm’s name before the portal’s own address, whatever MAIL_FROM names', () => {
    expect(fromHeader('Client Portal <portal@acme.test>', 'Harbor & Co')).toEqual({
      name: 'Harbor & Co',
      address: 'portal@acme.test',
    });
    expect(fromHeader('portal@acme.test', 'Lake CPA')).toEqual({ name: 'Lake CPA', address: 'portal@acme.test' });
    expect(fromHeader('Client Portal <portal@acme.test>')).toBe('Client Portal <portal@acme.test>');
  });

  it('arrives as a two-part message from the firm’s name: plain text and the branded HTML', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-branded-'));
    try {
      const outbox = new OutboxMailer(dir, 'Client Portal <portal@acme.test>', { info: () => {} });
      const mailer = brandedMailer(outbox, async () => ({ ...brand, name: 'Harbor "Tax" & Co' }));
      await mailer.send({
        to: 'ann@x.test',
        subject: 'Your organizer',
        text: 'Hi <Ann>,\n\nhttps://portal.test/q',
        firmId: 1,
      });
      const [file] = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
      const parsed = await PostalMime.parse(await readFile(path.join(dir, file!)));
      expect(parsed.from).toEqual({ name: 'Harbor "Tax" & Co', address: 'portal@acme.test' });
      expect(parsed.text?.trim()).toBe('Hi <Ann>,\n\nhttps://portal.test/q');
      expect(parsed.html).toContain('Hi &lt;Ann&gt;,');
      expect(parsed.html).toContain('background:#2a6f3b');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
