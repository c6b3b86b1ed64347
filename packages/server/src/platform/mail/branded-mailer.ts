import type { MailMessage, Mailer } from './mailer.ts';

/** What a firm's emails show of it (spec 002 §1 branding): its name, and its logo's absolute address. */
export interface MailBrand {
  name: string;
  logoUrl: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Links in the plain text become anchors; everything else is escaped, so no text can inject markup. */
const withLinks = (line: string) =>
  line
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

/** The HTML version of a plain-text email: the firm's logo (or name) above the same words, paragraph by paragraph. */
export function brandedHtml(text: string, brand: MailBrand): string {
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)} logo" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:18px">${escapeHtml(brand.name)}</strong>`;
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(withLinks).join('<br>')}</p>`)
    .join('\n');
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px"><div style="margin-bottom:24px">${header}</div>\n${paragraphs}</div></body></html>`
  );
}

/**
 * Every email sent for a firm carries its branding: a mail with `firmId` and no HTML of its own gets the
 * branded HTML version beside its text. A brand that cannot be read never stops the mail.
 */
export function brandedMailer(base: Mailer, brandOf: (firmId: number) => Promise<MailBrand | null>): Mailer {
  return {
    kind: base.kind,
    check: () => base.check(),
    async send(msg: MailMessage) {
      if (msg.firmId === undefined || msg.html) return base.send(msg);
      const brand = await brandOf(msg.firmId).catch(() => null);
      return base.send(brand ? { ...msg, html: brandedHtml(msg.text, brand) } : msg);
    },
  };
}
