// The lead room's door: what the inbox and the privacy page show of a lead.
export { ContactButtons } from './contact-buttons';
export { DeliveryBadge } from './lead-badges';
export { LeadCallChip } from './lead-call';
export { PartialBadge } from './partial-badge';
export { ResendButton } from './resend-button';
export { formatMoment, stageLabel } from './pipeline-format';
