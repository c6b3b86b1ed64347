/** What an email asks its reader to do: the button's words and where it goes (issue 38 §1). */
export interface MailAction {
  label: string;
  url: string;
}

/** An email's words, before it is addressed: its subject, the plain text, and its one call to action. */
export interface ComposedMail {
  subject: string;
  text: string;
  action?: MailAction;
}

/**
 * One subject pattern for every email the portal sends for a firm (issue 38 §1): "{Firm}: {what} — {entity}", the
 * entity left out when the email is not about one. A reader's inbox then sorts and reads the same way for each.
 */
export const mailSubject = (firmName: string, what: string, entityName?: string | null) =>
  `${firmName}: ${what}${entityName ? ` — ${entityName}` : ''}`;

/** The paragraph of the plain text that carries the action: its words, then its link on a line of its own. */
export const actionParagraph = (action: MailAction) => `${action.label}:\n${action.url}`;

/**
 * An email's body: the greeting and lead paragraphs, the action (in the plain text its words and link; in the HTML
 * a button, see branded-mailer.ts), then what follows (how long the link works, a sign-off).
 */
export function composeMail(input: {
  subject: string;
  greeting?: string | null;
  lead: readonly string[];
  action?: MailAction;
  after?: readonly string[];
}): ComposedMail {
  const paragraphs = [
    ...(input.greeting ? [input.greeting] : []),
    ...input.lead,
    ...(input.action ? [actionParagraph(input.action)] : []),
    ...(input.after ?? []),
  ].filter((p) => p.trim() !== '');
  return {
    subject: input.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    ...(input.action && { action: input.action }),
  };
}
