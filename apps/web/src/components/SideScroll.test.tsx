import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { hidesMoreToTheRight } from './side-scroll';
import { SideScroll } from './SideScroll';

const HINT = 'Scroll sideways to see every role';

function sized(element: HTMLElement, box: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  for (const [name, value] of Object.entries(box)) Object.defineProperty(element, name, { value, configurable: true });
}

describe('SideScroll', () => {
  it('knows when content is hidden past the right edge', () => {
    expect(hidesMoreToTheRight({ scrollLeft: 0, clientWidth: 330, scrollWidth: 520 })).toBe(true);
    expect(hidesMoreToTheRight({ scrollLeft: 190, clientWidth: 330, scrollWidth: 520 })).toBe(false);
    expect(hidesMoreToTheRight({ scrollLeft: 0, clientWidth: 800, scrollWidth: 800 })).toBe(false);
  });

  it('says there is more to the right while there is, and not once scrolled to the end', () => {
    renderApp(
      <SideScroll minWidth={520} hint={HINT}>
        <table aria-label="Permissions" />
      </SideScroll>,
    );
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    const viewport = screen
      .getByRole('table', { name: 'Permissions' })
      .closest<HTMLElement>('.mantine-ScrollArea-viewport')!;
    sized(viewport, { scrollLeft: 0, clientWidth: 330, scrollWidth: 520 });
    act(() => void fireEvent.scroll(viewport));
    expect(screen.getByText(HINT)).toBeVisible();
    sized(viewport, { scrollLeft: 190, clientWidth: 330, scrollWidth: 520 });
    act(() => void fireEvent.scroll(viewport));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
