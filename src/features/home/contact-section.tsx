// Being written (site issue): replaced before this lands.
export function ContactSection() {
  return null;
}
