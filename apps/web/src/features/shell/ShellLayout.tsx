import { AppShell, Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '../../lib/presentation';
import { PATHS } from '../../routing/paths';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RealtimeBridge } from '../../realtime/RealtimeBridge';
import { useUiStore } from '../../state/ui';
import { CallBridge } from '../calls';
import { ChatBridge } from '../chat';
import { MeetingDialogs } from '../meetings';
import { RightPanel } from './RightPanel';
import { SidePanelSlotContext, type SidePanelSlot } from '../../components/side-panel-slot';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { lazyPart } from '../../components/lazy-part';

const ShellDrawers = lazyPart(() => import('./ShellDrawers'), 'ShellDrawers', null);

const TOP_BAR_HEIGHT = 56;

/**
 * The signed-in layout of spec 02 §2: sidebar (235 px, or 135 px collapsed), content up to 1620 px
 * and the 400 px right panel on wide screens. Where they do not fit, a top bar opens them as
 * drawers: the sidebar below `sm`, the right panel below `lg`. The `alt` layout keeps the sidebar
 * full height beside that top bar.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const compact = useUiStore((s) => s.sidebarCollapsed);
  const toggleCompact = useUiStore((s) => s.toggleSidebar);
  const { pathname } = useLocation();
  // A drawer stays open only on the page it was opened on, so following one of its links closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const [panelOpenOn, setPanelOpenOn] = useState<string | null>(null);
  const navOpened = navOpenOn === pathname;
  // Once a drawer has opened, both stay mounted so closing plays its transition.
  const [drawersWanted, setDrawersWanted] = useState(false);
  const openNav = () => {
    setDrawersWanted(true);
    setNavOpenOn(pathname);
  };
  const openPanel = () => {
    setDrawersWanted(true);
    setPanelOpenOn(pathname);
  };
  const panelOpened = panelOpenOn === pathname;
  const closeNav = () => setNavOpenOn(null);
  const closePanel = () => setPanelOpenOn(null);
  // Chat needs the width for the conversation list beside the conversation; the panel stays a drawer.
  const withAside = pathname !== PATHS.messages;
  const { context: slotContext, claimed, setTarget: setSlotTarget } = useSidePanelSlot(withAside);

  return (
    <SidePanelSlotContext.Provider value={slotContext}>
      <AppShell
        layout="alt"
        header={{ height: { base: TOP_BAR_HEIGHT, lg: 0 } }}
        navbar={{
          width: compact ? LAYOUT.sidebarCollapsed : LAYOUT.sidebarExpanded,
          breakpoint: LAYOUT.mobileBreakpoint,
          collapsed: { mobile: true },
        }}
        aside={{ width: LAYOUT.rightPanel, breakpoint: 'lg', collapsed: { mobile: true, desktop: !withAside } }}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <RealtimeBridge />
        <ChatBridge />
        <CallBridge />
        <MeetingDialogs />
        <AppShell.Header hiddenFrom="lg">
          <TopBar navOpened={navOpened} onOpenNav={openNav} onOpenPanel={openPanel} />
        </AppShell.Header>
        {/* Hidden (not just moved off-screen) where a drawer takes over, so it leaves the a11y tree. */}
        <AppShell.Navbar visibleFrom={LAYOUT.mobileBreakpoint}>
          <Sidebar compact={compact} onToggleCompact={toggleCompact} />
        </AppShell.Navbar>
        {withAside && (
          <AppShell.Aside visibleFrom="lg">
            {!claimed && <RightPanel />}
            <div ref={setSlotTarget} style={{ height: '100%', display: claimed ? 'block' : 'none' }} />
          </AppShell.Aside>
        )}
        <AppShell.Main>
          <Box maw={LAYOUT.contentMaxWidth} mx="auto">
            {children ?? <Outlet />}
          </Box>
        </AppShell.Main>
        {/* Fetched the first time a drawer opens (phones and tablets only), then kept for its transitions. */}
        {drawersWanted && (
          <ShellDrawers navOpened={navOpened} closeNav={closeNav} panelOpened={panelOpened} closePanel={closePanel} />
        )}
      </AppShell>
    </SidePanelSlotContext.Provider>
  );
}

/** The side column's place, which a page may claim while it is shown (see useInPlaceOfSidePanels). */
function useSidePanelSlot(withAside: boolean) {
  const theme = useMantineTheme();
  const query = `(min-width: ${theme.breakpoints.lg})`;
  // Read at once, so a page does not first draw its claimed content inline and then move it.
  const wide = useMediaQuery(query, undefined, { getInitialValueInEffect: false }) === true;
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [claims, setClaims] = useState(0);
  const claim = useCallback(() => {
    setClaims((count) => count + 1);
    return () => setClaims((count) => count - 1);
  }, []);
  const shown = withAside && wide;
  const context = useMemo<SidePanelSlot>(() => ({ shown, target, claim }), [shown, target, claim]);
  return { context, claimed: shown && claims > 0, setTarget };
}
