export { ChatBridge } from './ChatBridge';
export { useUnreadCounts } from './chat-queries';
export { unreadBadgeText } from './conversations/conversation-preview';
export { messagesPath } from './conversations/messages-path';
export { ChatThread, type ChatThreadProps } from './thread/ChatThread';
