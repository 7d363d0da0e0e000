import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../lib/presentation';

/** The notifications panel as a drawer, for the small screens' top bar. */
export function NotificationDrawer(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={LAYOUT.rightPanel}
      title="Notifications"
    >
      {props.children}
    </Drawer>
  );
}
