// The settings room's door: the company e-mail form the staff home shows.
export { CompanyEmailForm } from './company-email-form';
