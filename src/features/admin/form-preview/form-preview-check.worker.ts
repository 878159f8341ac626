import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import type { FolderFiles } from '../../../../scripts/lib/check-forms';

/*
 * forms:check of the folder being previewed, off the page's thread: one check compiles the form's
 * schema several times (60-400 ms a folder on this project's machines, over a second the first
 * time), which on the page itself would freeze the editor while a person types.
 */
export interface CheckRequest {
  seq: number;
  folder: FolderFiles;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ seq: data.seq, ...checkFolderTexts(data.folder) });
};
