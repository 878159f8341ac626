import { Briefcase, Eye, Inbox, type LucideIcon, MailCheck, ToggleRight, Users } from 'lucide-react';
import { paths } from '../../config/paths';

/** A module of the admin home; one without `to` is shown as coming soon, never as a dead button. */
export interface AdminModule {
  id: string;
  icon: LucideIcon;
  to?: string;
}

export const adminModules: AdminModule[] = [
  { id: 'services', icon: ToggleRight, to: paths.adminServices },
  { id: 'leads', icon: Inbox, to: paths.adminLeads },
  { id: 'team', icon: Users, to: paths.adminTeam },
  { id: 'emailTest', icon: MailCheck, to: paths.emailTest },
  { id: 'preview', icon: Eye, to: paths.adminPreview },
  { id: 'portfolio', icon: Briefcase },
];
