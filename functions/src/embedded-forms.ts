import folders from 'virtual:form-definitions';
import { buildRegistry } from '../../src/forms/core/registry';

/** Every form folder, embedded at build time: the triggers, the sweep and the callables share it. */
export const registry = buildRegistry(folders);
