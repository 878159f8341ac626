// The results room's door: the admin home loads the section as its own chunk (React.lazy).
export { OutcomesSection } from './outcomes-section';
