import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import formMeta from '../../schemas/form.meta.schema.json';

/*
 * The editors' guide (schemas/LEIA-ME.md, section 12) has a table of every form.json key in Portuguese; the
 * editor's pop-up help is the meta-schema's descriptions, Portuguese first. One text, two places: a key added
 * to the meta-schema or a help text changed without the guide is caught here.
 */
const GUIDE = readFileSync(resolve(import.meta.dirname, '../../schemas/LEIA-ME.md'), 'utf8');

type Node = { description?: string; properties?: Record<string, Node>; items?: Node; additionalProperties?: Node | boolean };

/** Every key with its help, as the guide names it (`success.links[].to`, `texts.<outra>`). */
function keys(node: Node, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const key = prefix + name;
    if (name !== '$schema' && child.description) out.push([key, child.description]);
    out.push(...keys(child, `${key}.`));
    if (child.items) out.push(...keys(child.items, `${key}[].`));
    if (typeof child.additionalProperties === 'object' && child.additionalProperties.description) {
      out.push([`${key}.<outra>`, child.additionalProperties.description]);
    }
  }
  return out;
}

describe('the guide’s table of form.json keys', () => {
  it.each(keys(formMeta as Node))('explains %s with the editor’s help, Portuguese first', (key, description) => {
    const [pt, en] = description.split('\n\nEN: ');
    expect(en, 'the English help follows the Portuguese after "EN:"').toBeTruthy();
    expect(GUIDE).toContain(`| \`${key}\` | ${pt} |`);
  });
});
