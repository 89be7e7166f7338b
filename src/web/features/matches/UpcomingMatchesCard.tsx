// Scaffold: a dashboard card; the feature's issue builds it.
export function UpcomingMatchesCard() {
  return null;
}
