import classes from './AvatarInitials.module.css';

/**
 * Initials on an avatar, drawn by CSS rather than written as text: a link or button around an avatar
 * is named for the person ('Ada Lovelace'), and letters like 'AL' in its content would be a visible
 * label its name does not contain (a speech user saying them would reach nothing).
 */
export function AvatarInitials({ initials }: { initials: string }) {
  return <span aria-hidden className={classes.initials} data-initials={initials} />;
}
