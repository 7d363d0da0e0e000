import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidePanelSlotContext, useInPlaceOfSidePanels, type SidePanelSlot } from './side-panel-slot';

function Page({ render: draw }: { render: ((inColumn: boolean) => ReactNode) | null }) {
  const inline = useInPlaceOfSidePanels(draw);
  return <main data-testid="page">{inline}</main>;
}

const chat = (inColumn: boolean) => <p>{inColumn ? 'chat in the column' : 'chat in the page'}</p>;

function renderWith(slot: SidePanelSlot | null, draw: ((inColumn: boolean) => ReactNode) | null) {
  return render(
    <SidePanelSlotContext.Provider value={slot}>
      <Page render={draw} />
    </SidePanelSlotContext.Provider>,
  );
}

describe('content in place of the side panels', () => {
  it('goes into the side column while it is shown, and gives the place back when gone', () => {
    const target = document.createElement('div');
    document.body.append(target);
    const release = vi.fn();
    const claim = vi.fn(() => release);
    const { unmount } = renderWith({ shown: true, target, claim }, chat);
    expect(target).toHaveTextContent('chat in the column');
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(claim).toHaveBeenCalledTimes(1);
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('stays in the page where the column is not shown (phone, tablet) or there is no shell', () => {
    const claim = vi.fn(() => () => undefined);
    renderWith({ shown: false, target: document.createElement('div'), claim }, chat);
    expect(screen.getByTestId('page')).toHaveTextContent('chat in the page');
    expect(claim).not.toHaveBeenCalled();
  });

  it('outside the shell (signed out) stays in the page', () => {
    renderWith(null, chat);
    expect(screen.getByTestId('page')).toHaveTextContent('chat in the page');
  });

  it('claims nothing when there is nothing to show (a recorded video keeps the side panels)', () => {
    const claim = vi.fn(() => () => undefined);
    renderWith({ shown: true, target: document.createElement('div'), claim }, null);
    expect(claim).not.toHaveBeenCalled();
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
  });
});
