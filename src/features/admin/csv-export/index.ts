// The CSV export's door: the button of the per-form viewer, and the CSV writing the privacy export shares.
export { ExportCsvButton } from './export-csv-button';
export { csvLines, csvParts } from './lead-csv';
