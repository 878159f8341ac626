// Being written (site issue): replaced before this lands.
export function AboutSection() {
  return null;
}
