// Being written (site issue): replaced before this lands.
export function HeroSection() {
  return null;
}
