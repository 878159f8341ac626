// Being written (site issue): replaced before this lands.
export function ServicesCarousel() {
  return null;
}
