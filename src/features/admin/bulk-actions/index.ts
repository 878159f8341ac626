// The bulk actions' door: the inbox's row selection, its checkboxes and the bar that acts on the selection.
export { InboxBulkBar } from './inbox-bulk-bar';
export { SelectAllHeader, SelectRowCell } from './inbox-select';
export { type RowSelection, useRowSelection } from './use-row-selection';
