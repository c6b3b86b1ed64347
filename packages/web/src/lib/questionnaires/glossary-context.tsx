import type { GlossaryEntry } from '@portal/domain';
import { createContext, type ReactNode } from 'react';

export type GlossaryEntries = readonly Pick<GlossaryEntry, 'id' | 'key_words' | 'description'>[];

/** Apart from glossary-text.tsx so the screen that provides it does not load the tooltip that draws it. */
export const GlossaryContext = createContext<GlossaryEntries>([]);

/** The firm's glossary for the questions below (spec 002 §3 firm_vocabs); without it they read as plain text. */
export function GlossaryProvider({ entries, children }: { entries: GlossaryEntries; children: ReactNode }) {
  return <GlossaryContext.Provider value={entries}>{children}</GlossaryContext.Provider>;
}
