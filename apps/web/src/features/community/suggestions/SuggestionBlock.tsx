import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { canSeeMore, type ExpandLimits, SUGGESTION_LIMITS, visibleItems } from '../expand-list';
import { ListSkeleton, QueryStates } from '../../../components/ListStates';

interface SuggestionQuery<T> {
  data: { data: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

interface SuggestionBlockProps<T> {
  title: string;
  query: SuggestionQuery<T>;
  expanded: boolean;
  onExpand: () => void;
  emptyIcon: ReactNode;
  emptyText: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** How many are shown folded and unfolded; suggestions' by default. */
  limits?: ExpandLimits;
}

/** A block of suggestions or members: 3 shown, 'See more' expanding the list, with its loading, error and empty states. */
export function SuggestionBlock<T>(props: SuggestionBlockProps<T>) {
  const { title, query, expanded, onExpand, keyOf, renderItem, limits = SUGGESTION_LIMITS } = props;
  const titleId = useId();
  const items = query.data?.data ?? [];
  const available = Math.max(query.data?.total ?? 0, items.length);

  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h6" mb="xs" id={titleId}>
        {title}
      </Title>
      <QueryStates
        query={query}
        isEmpty={items.length === 0}
        loading={<ListSkeleton rows={limits.shown} height={40} />}
        empty={
          <Group gap="xs" c="dimmed" wrap="nowrap">
            {props.emptyIcon}
            <Text size="sm">{props.emptyText}</Text>
          </Group>
        }
      >
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {visibleItems(items, expanded, limits).map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
        {canSeeMore(available, expanded, limits) && (
          <Anchor component="button" type="button" size="sm" mt="xs" onClick={onExpand}>
            See more
          </Anchor>
        )}
      </QueryStates>
    </section>
  );
}
