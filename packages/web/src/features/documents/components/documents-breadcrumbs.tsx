import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { crumbsOf } from '../document-view';

export interface DocumentsBreadcrumbsProps {
  path: string;
  /** The address of a folder (the same screen with ?path=). */
  linkTo: (path: string) => string;
}

/** Where the user is: Documents, then each folder; the current one is not a link. */
export function DocumentsBreadcrumbs({ path, linkTo }: DocumentsBreadcrumbsProps) {
  const crumbs = crumbsOf(path);
  return (
    <nav aria-label="Folder path">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Text key={c.path} size="sm" fw={600} aria-current="page">
              {c.label}
            </Text>
          ) : (
            <Anchor key={c.path} component={Link} to={linkTo(c.path)} size="sm">
              {c.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
