import { Box, ScrollArea, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { hidesMoreToTheRight } from './side-scroll';

interface SideScrollProps {
  /** The content's own width: below it the box scrolls sideways. */
  minWidth: number;
  /** Says what is past the edge: 'Scroll sideways to see every role'. */
  hint: string;
  children: ReactNode;
}

/**
 * A wide table in a narrow box: it scrolls sideways, and while part of it is hidden to the right a
 * shadow on that edge and a line of text say so (a phone would otherwise show one column, no clue).
 */
export function SideScroll({ minWidth, hint, children }: SideScrollProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    if (viewport.current) setMore(hidesMoreToTheRight(viewport.current));
  }, []);

  useEffect(() => {
    const element = viewport.current;
    measure();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Box pos="relative">
      {more && (
        <Text size="xs" c="dimmed" mb={6} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {hint}
          <IconArrowRight size={14} aria-hidden />
        </Text>
      )}
      <Box pos="relative">
        <ScrollArea type="auto" viewportRef={viewport} onScrollPositionChange={measure}>
          <Box miw={minWidth}>{children}</Box>
        </ScrollArea>
        {more && (
          <Box
            aria-hidden
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={28}
            style={{
              pointerEvents: 'none',
              background: 'linear-gradient(to left, rgba(0, 0, 0, 0.12), transparent)',
            }}
          />
        )}
      </Box>
    </Box>
  );
}
