import { actionParagraph, type MailAction } from './compose-mail.ts';
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
      i % 2
        ? `<a href="${escapeHtml(part)}" style="color:${colour};word-break:break-all">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');

/** A link as the fallback line shows it: its host and the start of its path, never a 200-character token. */
export function shortLink(url: string): string {
  try {
    const u = new URL(url);
    const shown = `${u.host}${u.pathname}`;
    return shown.length > 40 || u.search ? `${shown.slice(0, 40).replace(/\/$/, '')}…` : shown;
  } catch {
    return url.slice(0, 40);
  }
}

/**
 * The call to action (issue 38 §1): one button in the firm's colour with the action's words, and the link as a short
 * fallback line under it. A plain anchor styled as a button: every mail client follows it, and it wraps on a phone.
 */
function actionButton(action: MailAction, colour: string) {
  const url = escapeHtml(action.url);
  return (
    `<p style="margin:24px 0 8px"><a href="${url}" style="display:inline-block;max-width:100%;box-sizing:border-box;` +
    `padding:12px 22px;border-radius:6px;background:${colour};color:#ffffff;font-weight:bold;font-size:16px;` +
    `line-height:1.3;text-decoration:none;text-align:center">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, open this link: ` +
    `<a href="${url}" style="color:${colour};overflow-wrap:anywhere">${escapeHtml(shortLink(action.url))}</a></p>`
  );
}

/**
 * The HTML version of a plain-text email: a band of the firm's colour, its logo (or name) above the same
 * words paragraph by paragraph, links in its colour, and its name at the foot. The action's paragraph of the plain
 * text (its words and link, compose-mail.ts) becomes a button. The plain text stays the other part of the message,
 * for mail clients that show no HTML.
 */
export function brandedHtml(text: string, brand: MailBrand, action?: MailAction): string {
  const colour = safeColour(brand.colour);
  const name = escapeHtml(brand.name);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name} logo" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:18px;color:${colour}">${name}</strong>`;
  const actionText = action ? actionParagraph(action) : null;
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) =>
      p === actionText
        ? actionButton(action!, colour)
        : `<p style="margin:0 0 16px">${p
            .split('\n')
            .map((line) => withLinks(line, colour))
            .join('<br>')}</p>`,
    )
    .join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body style="margin:0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;overflow-wrap:anywhere">` +
    `<div style="height:6px;background:${colour}"></div>` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 20px"><div style="margin-bottom:24px">${header}</div>\n${paragraphs}\n` +
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
      return base.send({ ...msg, fromName: brand.name, html: msg.html || brandedHtml(msg.text, brand, msg.action) });
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
