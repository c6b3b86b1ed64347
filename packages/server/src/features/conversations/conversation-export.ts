import { Readable } from 'node:stream';
import { AppError, MESSAGE_TAGS, timeframeStart, type Actor, type ExportTimeframe } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { csvLine } from '../../platform/csv.ts';
import { readableConversation } from './conversation-access.ts';
import { exportRows } from './messages.repo.ts';

/** "DD-MM-YYYY" as the spec's export call sends dates; null when absent or not a real date. */
export function parseDayMonthYear(value: string | undefined): Date | null {
  const m = value?.match(/^(\d{2})-(\d{2})-(\d{4})$/);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 ? d : null;
}

/** The export's first and last day; a date given but not a real DD-MM-YYYY date is refused. */
export function exportRange(q: { timeframe: ExportTimeframe; start_date?: string; end_date?: string }, now: Date) {
  const day = (field: 'start_date' | 'end_date') => {
    const raw = q[field];
    if (!raw) return null;
    const parsed = parseDayMonthYear(raw);
    if (!parsed) throw new AppError('validation_failed', 'Invalid date', { [field]: 'Invalid date' });
    return parsed;
  };
  return { from: day('start_date') ?? timeframeStart(q.timeframe, now), end: day('end_date') };
}

/**
 * export_conversation (CSV): the messages the caller can see from the start of the timeframe (or
 * start_date) to end_date, oldest first, streamed row by row.
 */
export async function exportConversationCsv(
  db: DbOrTx,
  actor: Actor,
  q: { conversationId: number; timeframe: ExportTimeframe; start_date?: string; end_date?: string },
  now: Date,
) {
  const ctx = await readableConversation(db, actor, q.conversationId);
  const { from, end } = exportRange(q, now);
  const until = end ? new Date(end.getTime() + 24 * 60 * 60 * 1000) : null;
  const rows = (await exportRows(db, actor, ctx, from)).filter((r) => !until || r.message.createdAt < until);
  const name = ctx.companies[0]?.name ?? `conversation-${ctx.id}`;
  function* lines() {
    yield csvLine(['Date', 'From', 'Side', 'Thread', 'Tag', 'Message']);
    for (const r of rows) {
      yield csvLine([
        r.message.createdAt.toISOString(),
        r.fname ? `${r.fname} ${r.lname}` : 'Former user',
        r.isAdvisor ? 'Firm' : 'Client',
        r.message.threadId ?? '',
        MESSAGE_TAGS[r.message.tag] ?? 'general',
        r.message.plainText,
      ]);
    }
  }
  return { fileName: `${name} messages.csv`, body: Readable.from(lines()) };
}
