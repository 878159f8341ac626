import { createElement } from 'react';
import {
  Bot,
  Calendar,
  Film,
  Globe,
  type LucideIcon,
  type LucideProps,
  Mail,
  MessageSquare,
  Mic,
  Monitor,
  Palette,
  Repeat,
  Share2,
  Target,
  Users,
  Video,
} from 'lucide-react';

/** The icon names a service row may carry (spec 000 section 3; Film, Share2 and Monitor come from the carousel). */
const ICONS: Record<string, LucideIcon> = {
  Video,
  Bot,
  Users,
  Target,
  Palette,
  Mic,
  Repeat,
  Calendar,
  Mail,
  Globe,
  MessageSquare,
  Film,
  Share2,
  Monitor,
};

/** An unknown name (a typo in the database) still shows a sensible icon. */
export function serviceIcon(name: string): LucideIcon {
  return Object.hasOwn(ICONS, name) ? ICONS[name] : Globe;
}

/** A service's icon by name, decorative (the service's title says what it is). */
export function ServiceIcon({ name, ...props }: { name: string } & LucideProps) {
  return createElement(serviceIcon(name), { 'aria-hidden': true, ...props });
}
