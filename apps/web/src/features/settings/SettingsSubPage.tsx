import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoonPage } from '../../components/ComingSoon';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../routing/paths';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ApiManagementPanel } from './api-management/ApiManagementPanel';
import { PersonalSettingsPanel } from './personal/PersonalSettingsPanel';
import { PasswordSettingsPanel } from './password/PasswordSettingsPanel';
import { findSettingsItem } from './settings-items';

export function SettingsSubPage() {
  const { page = '' } = useParams();
  const item = findSettingsItem(page);
  if (!item) return <NotFoundPage />;
  const back = (
    <Anchor component={Link} to={PATHS.settings} size="sm">
      ‹ Settings
    </Anchor>
  );
  if (item.id === 'personal-settings') {
    return (
      <PageFrame above={back} title={item.title} description="How other people see you on Plaza.">
        <PersonalSettingsPanel />
      </PageFrame>
    );
  }
  if (item.id === 'apiManagement') {
    return (
      <PageFrame
        above={back}
        title={item.title}
        description="Programs can call the Plaza API as you with this key and secret."
      >
        <ApiManagementPanel />
      </PageFrame>
    );
  }
  if (item.id === 'password-settings') {
    return (
      <PageFrame above={back} title={item.title} description="Change the password you sign in with.">
        <PasswordSettingsPanel />
      </PageFrame>
    );
  }
  return (
    <ComingSoonPage
      above={back}
      title={item.title}
      description={item.description}
      icon={<item.icon />}
      emptyTitle={`${item.title} settings are coming soon`}
      emptyText="You will be able to change these here in the next version of Plaza."
    />
  );
}
