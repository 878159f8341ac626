// The form preview's door: what the form editor shows of a folder (its files, its preview, its check).
export { FOLDER_FILE_NAMES, type FolderFileName, type FolderTexts } from './form-preview-files';
export { FormPreviewPane } from './form-preview-pane';
export { useFormPreviewCheck } from './use-form-preview-check';
