import { Alert } from '@mantine/core';
import { BACKLOG_LIST_POLL_MS, BACKLOG_POLL_LIMIT_MS, backlogBannerText } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useSendBacklog } from '../../api/send-backlog';

/**
 * The queue status banner (spec 001 §4, §7): while the firm's sends are still making questionnaires it
 * says how many are left, and the list is read again every 8 s (and once when the queue empties), for at
 * most 60 s from `since`. Nothing shows when the count cannot be read.
 */
export function QueueBanner({ since, onListStale }: { since: number; onListStale: () => void }) {
  const backlog = useSendBacklog(since);
  const count = backlog.data?.backlog_count ?? 0;
  const busy = count > 0;
  const stale = useRef(onListStale);
  stale.current = onListStale;
  const wasBusy = useRef(false);

  useEffect(() => {
    if (wasBusy.current && !busy) stale.current();
    wasBusy.current = busy;
    if (!busy) return;
    const timer = setInterval(() => {
      if (Date.now() - since < BACKLOG_POLL_LIMIT_MS) stale.current();
      else clearInterval(timer);
    }, BACKLOG_LIST_POLL_MS);
    return () => clearInterval(timer);
  }, [busy, since]);

  if (backlog.isError || !busy) return null;
  return (
    <Alert role="status" variant="light" color="blue" title="Sending questionnaires">
      {backlogBannerText(count)}
    </Alert>
  );
}
