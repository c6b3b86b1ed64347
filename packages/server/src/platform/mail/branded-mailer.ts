import type { MailMessage, Mailer } from './mailer.ts';

/**
 * What a firm's emails show of it (spec 002 §1 branding; issue 21 §9): its name, its logo's absolute
 * address and its theme colour as drawn on buttons (already adjusted for white text, themeColourAdjustment).
 */
export interface MailBrand {
  name: string;
  logoUrl: string | null;
  colour?: string | null;
}

const DEFAULT_COLOUR = '#1c4e80';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Only a #rrggbb colour reaches a style attribute: a stored theme can never inject CSS or markup. */
const safeColour = (c: string | null | undefined) => (c && /^#[0-9a-fA-F]{6}$/.test(c) ? c : DEFAULT_COLOUR);

/** Links in the plain text become anchors; everything else is escaped, so no text can inject markup. */
const withLinks = (line: string, colour: string) =>
  line
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) =>
      i % 2 ? `<a href="${escapeHtml(part)}" style="color:${colour}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');

/**
 * The HTML version of a plain-text email: a band of the firm's colour, its logo (or name) above the same
 * words paragraph by paragraph, links in its colour, and its name at the foot. The plain text stays the
 * other part of the message, for mail clients that show no HTML.
 */
export function brandedHtml(text: string, brand: MailBrand): string {
  const colour = safeColour(brand.colour);
  const name = escapeHtml(brand.name);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name} logo" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:18px;color:${colour}">${name}</strong>`;
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p style="margin:0 0 16px">${p
          .split('\n')
          .map((line) => withLinks(line, colour))
          .join('<br>')}</p>`,
    )
    .join('\n');
  return (
    `<!doctype html><html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">` +
    `<div style="height:6px;background:${colour}"></div>` +
    `<div style="max-width:600px;margin:0 auto;padding:24px"><div style="margin-bottom:24px">${header}</div>\n${paragraphs}\n` +
    `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e0e0e0;font-size:13px;color:#555">${name}</p></div></body></html>`
  );
}

/**
 * Every email sent for a firm carries its branding: it is sent under the firm's name (the From display
 * name), and a mail with `firmId` and no HTML of its own gets the branded HTML version beside its text.
 * A brand that cannot be read never stops the mail.
 */
export function brandedMailer(base: Mailer, brandOf: (firmId: number) => Promise<MailBrand | null>): Mailer {
  return {
    kind: base.kind,
    check: () => base.check(),
    async send(msg: MailMessage) {
      if (msg.firmId === undefined) return base.send(msg);
      const brand = await brandOf(msg.firmId).catch(() => null);
      if (!brand) return base.send(msg);
      return base.send({ ...msg, fromName: brand.name, html: msg.html || brandedHtml(msg.text, brand) });
    },
  };
}
