import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** A place of this site. */
  to?: string;
  /** Another site (a zone's own). */
  href?: string;
}

/** The 'You are at' breadcrumb of the timeline (spec 02 §2). */
export function YouAreAt({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Group gap={8} component="nav" aria-label="Breadcrumb">
      <Text size="sm" c="dimmed">
        You are at
      </Text>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm" fw={600}>
              {crumb.label}
            </Anchor>
          ) : crumb.href ? (
            <Anchor key={crumb.label} href={crumb.href} size="sm" fw={600}>
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" fw={600} aria-current={crumb === crumbs.at(-1) ? 'page' : undefined}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Group>
  );
}
