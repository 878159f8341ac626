// The inbox's door: what the staff home shows, and the paging the newsletter's list shares.
export { InboxGlance } from './inbox-glance';
export { InboxSection } from './inbox-section';
export { InboxTable } from './inbox-table';
export { inboxLoader } from './lead-prefetch';
export { UnassignedCalls } from './unassigned-calls';
export { useCollectionPage } from './use-lead-page';
