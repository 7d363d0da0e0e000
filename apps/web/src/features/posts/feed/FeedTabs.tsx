import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FeedTabs.module.css';
import { FEED_TAB_LABELS, isFeedTab, type FeedTab } from './feed-view';

interface FeedTabsProps {
  tabs: readonly FeedTab[];
  active: FeedTab;
  onChange: (tab: FeedTab) => void;
  /** The feed shown under the active tab. */
  children: ReactNode;
}

/** The timeline's tabs; on a narrow screen they scroll sideways rather than wrap. */
export function FeedTabs({ tabs, active, onChange, children }: FeedTabsProps) {
  return (
    <Tabs value={active} onChange={(tab) => isFeedTab(tab) && onChange(tab)}>
      <Tabs.List aria-label="Timeline" className={classes.tabs}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} className={classes.tab}>
            {FEED_TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active} pt="lg">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
