import { Drawer } from '@mantine/core';
import { LAYOUT } from '../../lib/presentation';
import { RightPanel } from './RightPanel';
import { Sidebar } from './Sidebar';

export interface ShellDrawersProps {
  navOpened: boolean;
  closeNav: () => void;
  panelOpened: boolean;
  closePanel: () => void;
}

/** The sidebar and the right panel as drawers, where the screen is too narrow to show them beside the page. */
export function ShellDrawers({ navOpened, closeNav, panelOpened, closePanel }: ShellDrawersProps) {
  return (
    <>
      {/* The parts, so that the name goes on the dialog itself (a name on Drawer's root div names nothing). */}
      <Drawer.Root opened={navOpened} onClose={closeNav} size={LAYOUT.sidebarExpanded} padding={0}>
        <Drawer.Overlay />
        <Drawer.Content aria-label="Navigation">
          <Drawer.Body>
            <Sidebar compact={false} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <Drawer
        opened={panelOpened}
        onClose={closePanel}
        position="right"
        size={LAYOUT.rightPanel}
        title="Invitations and suggestions"
        styles={{ body: { padding: 0 } }}
      >
        <RightPanel />
      </Drawer>
    </>
  );
}
