// Being written (site issue): replaced before this lands.
export function ServicesGrid() {
  return null;
}
