import { readFormFolders } from '../../scripts/lib/read-forms';

/*
 * `virtual:form-definitions` for the function's code run in-process by tests/functions (vitest.config.ts
 * aliases it here): the schemas/ folders, read as scripts/build-functions.ts embeds them in the bundle.
 * So a test can race the function's own transactions against one another, which the Functions
 * emulator, running one call at a time, never does.
 */
export default readFormFolders();
