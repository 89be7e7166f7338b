// Scaffold: the unread notification count on the navigation bar; the notifications issue builds it.
export function UnreadBadge() {
  return null;
}
