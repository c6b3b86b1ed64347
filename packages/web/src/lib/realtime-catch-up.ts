import type { Query } from '@tanstack/react-query';
import type { Realtime, RealtimeListener } from './realtime';

/**
 * For `invalidateQueries` when the realtime socket opens (`Realtime.onOpen`): the queries fetched before it was
 * open, which may have missed an event sent meanwhile (the socket opens only after the first screen, and again
 * after a dropped connection). Those fetched since are as fresh as the events.
 */
export const fetchedBefore =
  (openedAt: number, also: (query: Query) => boolean = () => true) =>
  (query: Query) =>
    query.state.dataUpdatedAt < openedAt && also(query);

/**
 * Listens to the socket's events and to its openings at once (`Realtime.onOpen`): `catchUp` reads again what
 * `listener` keeps live and was fetched before the socket opened. Answers the one function that stops both.
 */
export function listenLive(
  realtime: Realtime,
  listener: RealtimeListener,
  catchUp: (openedAt: number) => void,
): () => void {
  const stops = [realtime.subscribe(listener), realtime.onOpen(catchUp)];
  return () => stops.forEach((stop) => stop());
}
