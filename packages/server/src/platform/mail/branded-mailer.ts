import type { MailBrand, MailMessage, Mailer } from './mailer.ts';

export type { MailBrand } from './mailer.ts';

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
 * The brand is the one the mail carries (read once by a bulk send), else read for the mail. A brand that
 * cannot be read never stops the mail.
 */
export function brandedMailer(base: Mailer, brandOf: (firmId: number) => Promise<MailBrand | null>): Mailer {
  return {
    kind: base.kind,
    check: () => base.check(),
    async send({ brand: given, ...msg }: MailMessage) {
      if (msg.firmId === undefined) return base.send(msg);
      const brand = given !== undefined ? given : await brandOf(msg.firmId).catch(() => null);
      if (!brand) return base.send(msg);
      return base.send({ ...msg, fromName: brand.name, html: msg.html || brandedHtml(msg.text, brand) });
    },
  };
}

/**
 * One firm's brand read at most once however many mails ask (a bulk send's, issue 22 §3): undefined when it
 * cannot be read, so each mail then falls back to reading it itself.
 */
export function brandOnce(brandOf: (firmId: number) => Promise<MailBrand | null>) {
  const read = new Map<number, Promise<MailBrand | null | undefined>>();
  return (firmId: number): Promise<MailBrand | null | undefined> => {
    let brand = read.get(firmId);
    if (!brand) read.set(firmId, (brand = brandOf(firmId).catch(() => undefined)));
    return brand;
  };
}
