// Being written (site issue): replaced before this lands.
export function QuickActions() {
  return null;
}
