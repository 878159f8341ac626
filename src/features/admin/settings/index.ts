// The settings room's door: the company e-mail form and the lost reasons list the staff home shows.
export { CompanyEmailForm } from './company-email-form';
export { LostReasonsForm } from './lost-reasons-form';
export { useLostReasons } from './lost-reasons';
