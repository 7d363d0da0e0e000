import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoonPage } from '../../components/ComingSoon';
import { PATHS } from '../../routing/paths';
import { NotFoundPage } from '../errors/NotFoundPage';
import { findSettingsItem } from './settings-items';

export function SettingsSubPage() {
  const { page = '' } = useParams();
  const item = findSettingsItem(page);
  if (!item) return <NotFoundPage />;
  return (
    <ComingSoonPage
      above={
        <Anchor component={Link} to={PATHS.settings} size="sm">
          ‹ Settings
        </Anchor>
      }
      title={item.title}
      description={item.description}
      icon={<item.icon />}
      emptyTitle={`${item.title} settings are coming soon`}
      emptyText="You will be able to change these here in the next version of Plaza."
    />
  );
}
