import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyPanel } from './EmptyPanel';
import { PageFrame } from './PageFrame';

interface ComingSoonPageProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** The line of the empty state, e.g. 'Your saved videos will appear here.' */
  emptyTitle?: string;
  emptyText?: ReactNode;
  above?: ReactNode;
  children?: ReactNode;
}

/** A page whose feature comes later: the real frame, with an honest empty state. */
export function ComingSoonPage({
  title,
  description,
  icon,
  emptyTitle,
  emptyText,
  above,
  children,
}: ComingSoonPageProps) {
  return (
    <PageFrame title={title} description={description} above={above}>
      <EmptyPanel
        icon={icon ?? <IconSparkles />}
        title={emptyTitle ?? 'Coming soon'}
        text={emptyText ?? 'This part of Plaza is being built.'}
        soon
      >
        {children}
      </EmptyPanel>
    </PageFrame>
  );
}
