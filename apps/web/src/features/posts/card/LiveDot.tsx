import type { CSSProperties } from 'react';
import classes from './LiveDot.module.css';

interface LiveDotProps {
  size?: number;
  /** A CSS colour; red by default, white on a red badge. */
  color?: string;
  style?: CSSProperties;
  className?: string;
}

/** The pulsing live indicator of spec 02 §2 (still when the user prefers reduced motion). */
export function LiveDot({ size = 8, color, style, className }: LiveDotProps) {
  const vars = { '--live-dot-size': `${size}px`, ...(color ? { '--live-dot-color': color } : {}) } as CSSProperties;
  return (
    <span
      aria-hidden
      className={className ? `${classes.dot} ${className}` : classes.dot}
      style={{ ...vars, ...style }}
    />
  );
}
