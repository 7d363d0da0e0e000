import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../routing/paths';
import { NotFoundPage } from '../errors';
import { useCurrentUser } from '../../state/session';
import { findSettingsItem, settingsFor } from './settings-items';
import { SETTINGS_PANELS } from './settings-panels';

/** /settings/:page: one item of the settings list with its panel. */
export function SettingsSubPage() {
  const { page = '' } = useParams();
  const user = useCurrentUser();
  const item = findSettingsItem(page);
  if (!item || !settingsFor(user, [item]).length) return <NotFoundPage />;
  const { description, Panel } = SETTINGS_PANELS[item.id];
  return (
    <PageFrame
      above={
        <Anchor component={Link} to={PATHS.settings} size="sm">
          ‹ Settings
        </Anchor>
      }
      title={item.title}
      description={description}
    >
      <Panel />
    </PageFrame>
  );
}
