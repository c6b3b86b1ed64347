import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EntitySummary } from '../features/entities/api/get-my-entities';

export interface CurrentEntityValue {
  entities: EntitySummary[];
  current: EntitySummary | null;
  select: (hashId: string) => void;
}

/** The entity chosen in this visit, else the default one when still among them, else the first. */
export function currentEntityOf(
  entities: EntitySummary[],
  chosen: string | null,
  defaultEntityId: number | null,
): EntitySummary | null {
  return (
    entities.find((e) => e.hash_id === chosen) ?? entities.find((e) => e.id === defaultEntityId) ?? entities[0] ?? null
  );
}

const CurrentEntityContext = createContext<CurrentEntityValue>({ entities: [], current: null, select: () => {} });

/**
 * The client's current entity: the one chosen in this visit, else their default entity (remembered by the
 * server, so it follows them to other devices) when it is still one of theirs, else the first one.
 */
export function CurrentEntityProvider({
  defaultEntityId,
  entities,
  onChoose,
  children,
}: {
  defaultEntityId: number | null;
  entities: EntitySummary[];
  /** Called when the client picks an entity, to make it their default. */
  onChoose?: (entity: EntitySummary) => void;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const value = useMemo<CurrentEntityValue>(() => {
    const current = currentEntityOf(entities, chosen, defaultEntityId);
    return {
      entities,
      current,
      select: (hashId) => {
        setChosen(hashId);
        const entity = entities.find((e) => e.hash_id === hashId);
        if (entity && entity.hash_id !== current?.hash_id) onChoose?.(entity);
      },
    };
  }, [entities, chosen, defaultEntityId, onChoose]);
  return <CurrentEntityContext.Provider value={value}>{children}</CurrentEntityContext.Provider>;
}

export const useCurrentEntity = () => useContext(CurrentEntityContext);
