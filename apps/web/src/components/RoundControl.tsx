import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A round media control of a call or a meeting (mute, camera, hang up…): its label is its tooltip
 * and accessible name; `pressed` (muted, camera off) fills it, as red does.
 */
export function RoundControl({
  label,
  onClick,
  children,
  color = 'gray',
  pressed,
  disabled = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  color?: string;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        size="xl"
        radius="xl"
        variant={color === 'red' || pressed ? 'filled' : 'default'}
        color={color}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
