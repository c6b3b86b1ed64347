import { NavLink, VisuallyHidden } from '@mantine/core';
import type { NavItem } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { NavIcon } from './nav-icons';

function isActive(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '/overview';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Navigation entries as links; new-tab items say so to screen readers. */
export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
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
            to={item.path}
            label={item.label}
            leftSection={<NavIcon navKey={item.key} />}
            active={isActive(pathname, item.path)}
            aria-current={isActive(pathname, item.path) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ),
      )}
    </>
  );
}
