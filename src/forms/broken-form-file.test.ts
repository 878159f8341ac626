import { describe, expect, it } from 'vitest';
import { BROKEN_FORM_FILE, brokenFormFileOf, BrokenFormFileError, refuseBrokenFormFiles, type BrokenFormFileInfo } from './broken-form-file';

/* How the registry tells a broken file's stand-in from a form file, and the error page a broken file from any error. */
const INFO: BrokenFormFileInfo = { file: 'schemas/contato/ui.json', line: 3, column: 7, reason: { pt: 'Quebrado.', es: 'Roto.', en: 'Broken.' } };

describe('a broken form file on the dev server', () => {
  it('stops a form at the first stand-in among its files, naming that file', () => {
    const sound = { type: 'object' };
    expect(() => refuseBrokenFormFiles([sound, undefined, { [BROKEN_FORM_FILE]: INFO }])).toThrow(BrokenFormFileError);
    expect(() => refuseBrokenFormFiles([sound, { [BROKEN_FORM_FILE]: INFO }])).toThrow('schemas/contato/ui.json:3:7 Broken.');
    expect(() => refuseBrokenFormFiles([sound, undefined, ['a'], 'text'])).not.toThrow();
  });

  it('is told from other errors by its shape, also from another copy of the module', () => {
    expect(brokenFormFileOf(new BrokenFormFileError(INFO))).toEqual(INFO);
    const fromAnotherCopy = Object.assign(new Error('x'), { name: 'BrokenFormFileError', brokenFormFile: INFO });
    expect(brokenFormFileOf(fromAnotherCopy)).toEqual(INFO);
    expect(brokenFormFileOf(new Error('boom'))).toBeUndefined();
    expect(brokenFormFileOf({ brokenFormFile: INFO })).toBeUndefined();
  });
});
