import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CrashPage } from '../features/errors/CrashPage';

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: a crash is forgotten once the user goes elsewhere. */
  at: string;
}

interface BoundaryState {
  crashed: boolean;
  at: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { crashed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { crashed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { crashed: false, at: props.at };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

/** Shows the crash page when a screen throws while rendering, until the user goes elsewhere. */
export function CrashBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary at={location.pathname + location.search}>{children}</Boundary>;
}
