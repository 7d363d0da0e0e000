/** /messages: the conversation list, the selected conversation's header and its chat pane. */
export function MessagesPage() {
  return <div>Messages</div>;
}
