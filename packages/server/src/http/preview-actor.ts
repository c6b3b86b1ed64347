import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/domain';

/**
 * The client preview reads the client's pages as the client (issue 21 §4) by replaying the read inside this
 * process (`app.inject`) with this header. Its value is a random key that lives only while that one read
 * runs, so a caller from outside cannot name one: a request carrying an unknown key is anonymous (401).
 */
export const PREVIEW_ACTOR_HEADER = 'x-portal-preview-actor';

const previewActors = new Map<string, Actor>();

/** Runs `read` with a key that stands for `actor` (read-only) until it settles. */
export async function withPreviewActor<T>(actor: Actor, read: (key: string) => Promise<T>): Promise<T> {
  const key = randomUUID();
  previewActors.set(key, { ...actor, readonly: true });
  try {
    return await read(key);
  } finally {
    previewActors.delete(key);
  }
}

/** The read-only client a preview read acts as, or null. */
export function previewActorOf(header: string | string[] | undefined): Actor | null {
  return typeof header === 'string' ? (previewActors.get(header) ?? null) : null;
}
