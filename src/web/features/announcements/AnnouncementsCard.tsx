// Scaffold: a dashboard card; the feature's issue builds it.
export function AnnouncementsCard() {
  return null;
}
