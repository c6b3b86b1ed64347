import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface OutboxMail {
  /** The From display name ('' when none). */
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Reads the mail outbox (DATA_DIR/outbox/*.eml) as a person would: newest last. */
export async function readMail(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await PostalMime.parse(await fs.readFile(path.join(dir, file)));
    mails.push({
      fromName: parsed.from?.name ?? '',
      to: parsed.to?.map((a) => a.address).join(',') ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? null,
    });
  }
  return mails;
}

export async function lastMailTo(dataDir: string, to: string): Promise<OutboxMail> {
  const mail = (await readMail(dataDir)).filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function readSms(dataDir: string): Promise<Array<{ to: string; body: string }>> {
  const text = await fs.readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export const codeIn = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
};

export const linkIn = (text: string, pathPrefix: string): URL => {
  const match = text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
  return new URL(match);
};
