export { NotificationBell } from './NotificationBell';
export { NotificationsBlock } from './NotificationsBlock';
