import { describe, expect, it, vi } from 'vitest';
import { brandedHtml, brandedMailer } from './branded-mailer.ts';
import type { Mailer } from './mailer.ts';

const brand = { name: 'Harbor & Co', logoUrl: 'https://portal.test/api/firms/7/logo?v=abc' };

describe('branded email', () => {
  it('heads the words with the logo, keeps the paragraphs and turns links into anchors', () => {
    const html = brandedHtml('Hi Ann,\n\nSign in here:\nhttps://portal.test/signin?a=1&b=2\n\nThanks', brand);
    expect(html).toContain('<img src="https://portal.test/api/firms/7/logo?v=abc" alt="Harbor &amp; Co logo"');
    expect(html).toContain('<p style="margin:0 0 16px">Hi Ann,</p>');
    expect(html).toContain(
      'Sign in here:<br><a href="https://portal.test/signin?a=1&amp;b=2">https://portal.test/signin?a=1&amp;b=2</a>',
    );
  });

  it('shows the name without a logo, and escapes what the text says', () => {
    const html = brandedHtml('<script>alert(1)</script> "quoted"', { name: 'Lake <CPA>', logoUrl: null });
    expect(html).toContain('<strong style="font-size:18px">Lake &lt;CPA&gt;</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(html).not.toContain('<script>');
  });

  it('adds HTML only to a firm’s mail without its own, and sends even when the brand cannot be read', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const base: Mailer = { kind: 'outbox', send, check: async () => undefined };
    const brandOf = vi.fn(async (id: number) => (id === 1 ? brand : Promise.reject(new Error('down'))));
    const mailer = brandedMailer(base, brandOf);
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1 });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 2 });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't' });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't', firmId: 1, html: '<b>own</b>' });
    const sent = send.mock.calls.map((c) => (c as unknown as [{ html?: string }])[0].html);
    expect(sent[0]).toContain('Harbor &amp; Co logo');
    expect(sent.slice(1)).toEqual([undefined, undefined, '<b>own</b>']);
  });
});
