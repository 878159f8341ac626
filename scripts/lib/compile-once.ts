/*
 * A schema Ajv has compiled once is not compiled again: forms:check, the editor's save and the
 * folder tests judge the same schemas over and over (every folder on each save, one file changed at
 * a time), and compiling is most of their time (a fresh Ajv compiles its meta-schema too). Keyed by
 * the schema's text and what it is compiled for, so an edited schema is compiled anew; a refusal
 * (Ajv throws) is remembered as such. Bounded: the oldest goes first past MAX_KEPT.
 */
const MAX_KEPT = 200;
const kept = new Map<string, { value: unknown } | { error: unknown }>();

export function compileOnce<T>(purpose: string, schema: unknown, compile: () => T): T {
  const key = `${purpose}\n${JSON.stringify(schema)}`;
  let result = kept.get(key);
  if (!result) {
    try {
      result = { value: compile() };
    } catch (error) {
      result = { error };
    }
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, result);
  }
  if ('error' in result) throw result.error;
  return result.value as T;
}
