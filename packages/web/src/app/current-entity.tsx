import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EntitySummary } from '../features/entities/api/get-my-entities';
import { getCookie, setCookie } from '../lib/cookies';

const COOKIE_MAX_AGE_SECONDS = 31536000;
const cookieName = (userId: number) => `current_entity_${userId}`;

export interface CurrentEntityValue {
  entities: EntitySummary[];
  current: EntitySummary | null;
  select: (hashId: string) => void;
}

const CurrentEntityContext = createContext<CurrentEntityValue>({ entities: [], current: null, select: () => {} });

/**
 * The client's current entity: the one chosen last (remembered in a cookie), else their default
 * entity, else the first one.
 */
export function CurrentEntityProvider({
  userId,
  defaultEntityId,
  entities,
  children,
}: {
  userId: number;
  defaultEntityId: number | null;
  entities: EntitySummary[];
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState(() => getCookie(cookieName(userId)) ?? null);
  const value = useMemo<CurrentEntityValue>(() => {
    const current =
      entities.find((e) => e.hash_id === chosen) ??
      entities.find((e) => e.id === defaultEntityId) ??
      entities[0] ??
      null;
    return {
      entities,
      current,
      select: (hashId) => {
        setCookie(cookieName(userId), hashId, { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
        setChosen(hashId);
      },
    };
  }, [entities, chosen, defaultEntityId, userId]);
  return <CurrentEntityContext.Provider value={value}>{children}</CurrentEntityContext.Provider>;
}

export const useCurrentEntity = () => useContext(CurrentEntityContext);
