import { Button, Checkbox, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { SEARCH_SCOPES } from '../../lib/presentation';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { ChannelResults, ZoneResults } from './CommunityResults';
import { PeopleResults } from './PeopleResults';
import { PostResults } from './PostResults';
import {
  SCOPE_LABELS,
  isSearchScope,
  readPostFilters,
  searchPath,
  type PostSearchFilters,
  type SearchScope,
} from './search-paths';

function SearchForm({ scope, value, filters }: { scope: SearchScope; value: string; filters: PostSearchFilters }) {
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(scope, text, filters);
    if (path) void navigate(path);
  };
  return (
    <form onSubmit={submit} role="search">
      <Group gap="xs" wrap="nowrap" maw={560}>
        <TextInput
          type="search"
          aria-label="Search for"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!text.trim()}>
          Search
        </Button>
      </Group>
    </form>
  );
}

function Results({ scope, term, filters }: { scope: SearchScope; term: string; filters: PostSearchFilters }) {
  switch (scope) {
    case 'post':
      return <PostResults term={term} filters={filters} />;
    case 'channel':
      return <ChannelResults term={term} />;
    case 'zone':
      return <ZoneResults term={term} />;
    case 'profile':
      return <PeopleResults term={term} />;
  }
}

/** /search/{scope}/{value} (spec 02 §2 Search): tabs switch the scope; the post scope has filters. */
export function SearchPage() {
  const { scope, value = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!isSearchScope(scope)) return <Navigate to={searchPath('post', value) ?? '/'} replace />;
  const filters = readPostFilters(params);
  const go = (nextScope: SearchScope, nextFilters: PostSearchFilters = filters) => {
    const path = searchPath(nextScope, value, nextFilters);
    if (path) void navigate(path);
  };

  return (
    <PageFrame title="Search" description={`Results for “${value}”.`}>
      <SearchForm key={value} scope={scope} value={value} filters={filters} />
      <Tabs
        value={scope}
        onChange={(next) => {
          if (next && isSearchScope(next)) go(next);
        }}
      >
        <Tabs.List>
          {SEARCH_SCOPES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {SCOPE_LABELS[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={scope} pt="lg">
          <Stack gap="lg">
            {scope === 'post' && (
              <Group gap="lg" role="group" aria-label="Filters">
                <Checkbox
                  label="Following"
                  checked={filters.following}
                  onChange={(event) => go('post', { ...filters, following: event.currentTarget.checked })}
                />
                <Checkbox
                  label="Streaming"
                  checked={filters.streaming}
                  onChange={(event) => go('post', { ...filters, streaming: event.currentTarget.checked })}
                />
              </Group>
            )}
            <Results scope={scope} term={value} filters={filters} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
