import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** What the shell offers a page that wants the side panels' place (spec 02 §2: a live stream's chat). */
export interface SidePanelSlot {
  /** True while the side column is on screen (wide screens, pages that keep it). */
  shown: boolean;
  /** Where claimed content is drawn; null until the column has mounted. */
  target: HTMLElement | null;
  /** Hides the side panels for the target; the returned function gives the place back. */
  claim: () => () => void;
}

export const SidePanelSlotContext = createContext<SidePanelSlot | null>(null);

/**
 * Draws `render(true)` in place of the shell's side panels where the side column is shown, and
 * returns null; elsewhere (phone, tablet, signed out) returns `render(false)` for the page to place.
 * Without `render` (nothing to show) the side panels stay.
 */
export function useInPlaceOfSidePanels(render: ((inColumn: boolean) => ReactNode) | null): ReactNode {
  const slot = useContext(SidePanelSlotContext);
  const inColumn = render !== null && slot?.shown === true;
  const claim = slot?.claim;
  useEffect(() => (inColumn && claim ? claim() : undefined), [inColumn, claim]);
  if (!render) return null;
  if (!inColumn) return render(false);
  return slot.target ? createPortal(render(true), slot.target) : null;
}
