import type { StaffRole } from '../../../domain/staff-role';

/** What the team page needs of a member to decide what the viewer may do. */
interface Listed {
  uid: string;
  email: string;
  role: StaffRole;
}

/** What the person looking at the team may do there, and what each row offers them. */
export interface TeamPowers {
  /** Owners grant, remove and change roles; a member's page offers none of it and says why. */
  viewerIsOwner: boolean;
  /** The owners' e-mails, for the member's sentence saying whom to ask. */
  ownerEmails: string[];
  /** The one owner, when there is only one: their role cannot change until there is another. */
  soleOwner?: string;
}

export function teamPowers(members: readonly Listed[], viewerUid: string | undefined): TeamPowers {
  const owners = members.filter((m) => m.role === 'owner');
  return {
    viewerIsOwner: owners.some((m) => m.uid === viewerUid),
    ownerEmails: owners.map((m) => m.email),
    soleOwner: owners.length === 1 ? owners[0].uid : undefined,
  };
}

/** The role change a row's button offers: the other role. */
export const otherRole = (role: StaffRole): StaffRole => (role === 'owner' ? 'member' : 'owner');
