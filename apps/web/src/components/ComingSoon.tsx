import type { ReactNode } from 'react';
import { EmptyPanel } from './EmptyPanel';

interface ComingSoonProps {
  icon: ReactNode;
  /** What is coming: 'Distribute'. */
  feature: string;
  /** What it will do, in a sentence. */
  text: string;
  /** The ways on from here (back, or what works today). */
  children?: ReactNode;
}

/** The Coming soon screen (spec 01 §2): a feature the alpha does not have yet, said plainly. */
export function ComingSoon({ icon, feature, text, children }: ComingSoonProps) {
  return (
    <EmptyPanel
      icon={icon}
      title={`${feature} is coming soon`}
      text={`${text} Plaza is in alpha, and this part is still being built.`}
      soon
    >
      {children}
    </EmptyPanel>
  );
}
