import { createContext, useContext, type ReactNode } from 'react';
import { realtime as appRealtime, type Realtime } from './realtime';

const RealtimeContext = createContext<Realtime>(appRealtime);

/** Lets tests (and previews) hand components their own event source. */
export function RealtimeProvider({ value, children }: { value: Realtime; children: ReactNode }) {
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export const useRealtime = () => useContext(RealtimeContext);
