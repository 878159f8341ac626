import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source';

describe('parseJsonSource', () => {
  const text = '{\n  "a": 1,\n  "list": [\n    "x",\n    { "b/c": true }\n  ]\n}\n';

  it('reads what JSON.parse reads', () => {
    const parsed = parseJsonSource(text);
    expect(parsed.ok && parsed.source.value).toEqual(JSON.parse(text));
  });

  it('places object members at their key, array items at their value, unknown pointers at their parent', () => {
    const parsed = parseJsonSource(text);
    if (!parsed.ok) throw new Error('should parse');
    expect(parsed.source.locate('/a')).toEqual({ line: 2, column: 3 });
    expect(parsed.source.locate('/list/1')).toEqual({ line: 5, column: 5 });
    expect(parsed.source.locate('/list/1/b~1c')).toEqual({ line: 5, column: 7 });
    expect(parsed.source.locate('/list/1/nothing')).toEqual({ line: 5, column: 5 });
    expect(parsed.source.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('names the line and column of a missing comma, a trailing comma and an unclosed text', () => {
    const at = (t: string) => {
      const parsed = parseJsonSource(t);
      return parsed.ok ? undefined : { line: parsed.error.line, column: parsed.error.column };
    };
    expect(at('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, column: 3 });
    expect(at('{\n  "a": [1, 2,]\n}')).toEqual({ line: 2, column: 14 });
    expect(at('{\n  "a": "open\n}')).toEqual({ line: 2, column: 8 });
    expect(at('{"a": 1} x')).toEqual({ line: 1, column: 10 });
  });

  it('says what it found and what was expected, in both languages', () => {
    const parsed = parseJsonSource('{"a" 1}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.pt).toBe(
      "O JSON está quebrado aqui: encontrei '1' onde devia vir ':' depois do nome da chave. Confira vírgulas, aspas e chaves perto deste ponto.",
    );
    expect(parsed.error.en).toMatch(/^The JSON is broken here: found '1' where ':' after the key name should be\./);
  });

  it('lists keys written twice in one object', () => {
    const parsed = parseJsonSource('{"a": 1, "b": {"c": 1, "c": 2}}');
    expect(parsed.ok && parsed.duplicates).toEqual(['/b/c']);
  });
});
