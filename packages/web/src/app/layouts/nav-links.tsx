import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import type { NavItem } from '@portal/domain';
import { Link, useLocation, type To } from 'react-router';
import { NavIcon } from './nav-icons';

function isActive(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '/overview';
  return pathname === path || pathname.startsWith(`${path}/`);
}

export interface NavLinksProps {
  items: NavItem[];
  onNavigate?: () => void;
  /** Where an item leads, when not to its own path: the client preview keeps its links inside itself. */
  linkTo?: (item: NavItem) => To;
  /** History state the links carry (the client preview's way back). */
  linkState?: unknown;
  /** The item of the current page, when the address does not tell it (the client preview). */
  activeKey?: string;
  /** Counts shown beside items, by item key (unseen messages); zero shows nothing. */
  counts?: Partial<Record<string, number>>;
}

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" variant="filled" circle={count < 10} aria-hidden>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** Navigation entries as links; new-tab items say so to screen readers. */
export function NavLinks({ items, onNavigate, linkTo, linkState, activeKey, counts }: NavLinksProps) {
  const { pathname } = useLocation();
  const active = (item: NavItem) => (activeKey === undefined ? isActive(pathname, item.path) : item.key === activeKey);
  return (
    <>
      {items.map((item) =>
        item.newTab ? (
          <NavLink
            key={item.key}
            component="a"
            href={item.path}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                {item.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </>
            }
            leftSection={<NavIcon navKey={item.key} />}
            onClick={onNavigate}
          />
        ) : (
          <NavLink
            key={item.key}
            component={Link}
            to={linkTo ? linkTo(item) : item.path}
            state={linkState}
            label={
              counts?.[item.key] ? (
                <>
                  {item.label}
                  <VisuallyHidden> ({counts[item.key]} unseen)</VisuallyHidden>
                </>
              ) : (
                item.label
              )
            }
            leftSection={<NavIcon navKey={item.key} />}
            rightSection={<CountBadge count={counts?.[item.key]} />}
            active={active(item)}
            aria-current={active(item) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ),
      )}
    </>
  );
}
