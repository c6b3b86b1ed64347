import { AppShell, Button } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export const MAIN_CONTENT_ID = 'main-content';

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
const shown: CSSProperties = { position: 'fixed', top: 8, left: 8, zIndex: 1000 };

/** The first Tab stop of every shell: past the header and navigation to the page (issue 21 §10). */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <Button
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </Button>
  );
}

/**
 * The shell's main landmark. After a navigation to another page, focus moves to the new page's heading (or
 * the main area), so keyboard and screen reader users start where the page starts, not in the menu.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Let the new page render its heading first (lazy routes show a loader for a moment).
    const timer = setTimeout(() => {
      const root = main.current;
      if (!root || root.contains(document.activeElement)) return;
      const heading = root.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else root.focus({ preventScroll: true });
    }, 100);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <AppShell.Main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </AppShell.Main>
  );
}
