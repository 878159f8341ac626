import type { FormDefinition } from '../../src/forms/core/registry';
import { asRecord, eachObjectNode } from './check-questions';
import { pointerOf } from './json-source';

/*
 * Where a question's rules are written: its declaration (the node with a "type") and the constraints a
 * condition's branch adds to it (a typeless node under "then", "allOf"... that adds "minLength": 30 when
 * some option is picked). A test inside an "if" only reads answers and is none of these. Pure: the staff
 * preview runs the checks in the browser.
 */

export interface QuestionNode {
  node: Record<string, unknown>;
  /** The node's pointer in schema.json. */
  at: string;
  /** True for a declaration (it has a "type"), false for a constraint a branch adds. */
  typed: boolean;
}

/** Each question's nodes, in the order schema.json writes them; names that are no question are left out. */
export function questionNodes(def: FormDefinition): Map<string, QuestionNode[]> {
  const found = new Map<string, QuestionNode[]>();
  eachObjectNode(def.schema, '', (node, at) => {
    for (const [name, raw] of Object.entries(asRecord(node.properties))) {
      if (!def.fields[name]) continue;
      const here = asRecord(raw);
      found.set(name, [...(found.get(name) ?? []), { node: here, at: at + pointerOf('properties', name), typed: !!here.type }]);
    }
  });
  return found;
}

/**
 * The questions some "required" list asks for (at the top, in a condition's branch, or a
 * `dependencies` list), each with the pointer of its first such entry. An "if"'s own "required" only
 * tests whether an answer is there and asks for nothing, so it is not read.
 */
export function requiredPlaces(def: FormDefinition): Map<string, string> {
  const places = new Map<string, string>();
  const add = (name: unknown, pointer: string) => {
    if (typeof name === 'string' && def.fields[name] && !places.has(name)) places.set(name, pointer);
  };
  eachObjectNode(def.schema, '', (node, at) => {
    if (Array.isArray(node.required)) node.required.forEach((name, i) => add(name, at + pointerOf('required', i)));
    for (const [trigger, dep] of Object.entries(asRecord(node.dependencies))) {
      if (Array.isArray(dep)) dep.forEach((name, i) => add(name, at + pointerOf('dependencies', trigger, i)));
    }
  });
  return places;
}

/** The kinds of answer a "type" allows, "integer" counted as "number" (the rules for numbers apply to both). */
export const answerTypes = (type: unknown): string[] =>
  (Array.isArray(type) ? type : type === undefined ? [] : [type]).map((t) => (t === 'integer' ? 'number' : String(t)));
