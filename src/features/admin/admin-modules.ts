import { Briefcase, CalendarClock, Eye, Filter, Inbox, Link2, type LucideIcon, Mail, MailCheck, ShieldCheck, ToggleRight, Users } from 'lucide-react';
import { paths } from '../../config/paths';

/** A module of the admin home; one without `to` is shown as coming soon, never as a dead button. */
export interface AdminModule {
  id: string;
  icon: LucideIcon;
  to?: string;
}

/** The pages beside the inbox, linked from the admin home's compact list. */
export const adminModules: AdminModule[] = [
  { id: 'leads', icon: Inbox, to: paths.adminLeads },
  { id: 'funnel', icon: Filter, to: paths.adminFunnel },
  { id: 'campaignLinks', icon: Link2, to: paths.adminCampaignLinks },
  { id: 'newsletter', icon: Mail, to: paths.adminNewsletter },
  { id: 'services', icon: ToggleRight, to: paths.adminServices },
  { id: 'team', icon: Users, to: paths.adminTeam },
  { id: 'availability', icon: CalendarClock, to: paths.adminAvailability },
  { id: 'emailTest', icon: MailCheck, to: paths.emailTest },
  { id: 'preview', icon: Eye, to: paths.adminPreview },
  { id: 'privacy', icon: ShieldCheck, to: paths.adminPrivacy },
  { id: 'portfolio', icon: Briefcase },
];
