import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { type Section, sectionFields } from '../core/definition';
import { AppearingList, FormMotion } from './conditional-motion';
import { StepContext } from './step-context';

type Property = ObjectFieldTemplateProps['properties'][number];

/**
 * Lays the form's answers out in the sections its ui.json declares, each a headed landmark, with
 * sub-headed groups. A section or group whose questions are all hidden by conditions disappears;
 * a section with no questions at all is a note and always shows. Questions and groups that only a
 * condition shows (absent from the schema's top-level properties) animate as they come and go.
 */
export function SectionsTemplate({ properties, uiSchema, registry }: ObjectFieldTemplateProps) {
  const restPainted = useRestAfterFirstPaint();
  // A form shown in steps draws the current step's sections only (all of them at once: a step is short).
  const step = useContext(StepContext);
  const present = properties.map((p) => p.name).join(',');
  const onPresent = step?.onPresent;
  useEffect(() => {
    if (onPresent) onPresent(present.split(','));
  }, [onPresent, present]);
  const base = new Set(Object.keys(registry.rootSchema.properties ?? {}));
  const fields = (items: Property[]) =>
    items.map((p) => ({ key: p.name, node: p.content, conditional: !base.has(p.name) }));
  const sections = (uiSchema?.['ui:sections'] as Section[] | undefined) ?? [];
  const byName = new Map(properties.map((p) => [p.name, p]));
  const placed = new Set(sections.flatMap(sectionFields));
  const pick = (names: string[] = []) => names.map((name) => byName.get(name)).filter((p): p is Property => !!p);
  // Up to the first section with questions (notes before it included): what a visitor sees first.
  const firstCount = sections.findIndex((section) => sectionFields(section).length > 0) + 1 || sections.length;
  // A form with nothing past its first section (the contact form has no sections at all) is drawn
  // whole at once: its send button must never be on screen before its questions.
  const all = restPainted || firstCount >= sections.length;
  const conditional = (names: string[]) => names.length > 0 && names.every((name) => !base.has(name));
  const drawn = step ? sections.filter((section) => step.sections.includes(section.id)) : all ? sections : sections.slice(0, firstCount);
  const shown = drawn.flatMap((section) => {
    const isNote = sectionFields(section).length === 0;
    const direct = pick(section.fields);
    const groups = (section.groups ?? [])
      .map((group) => ({ ...group, items: pick(group.fields) }))
      .filter((group) => group.items.length > 0);
    if (!isNote && direct.length === 0 && groups.length === 0) return [];
    const node = (
      <SectionBox id={section.id} title={section.title} description={section.description} note={isNote}>
        <AppearingList items={fields(direct)} />
        <AppearingList
          items={groups.map((group) => ({
            key: group.id,
            conditional: conditional(group.fields),
            node: (
              <section className="mf-group" aria-labelledby={`section-${group.id}`}>
                <h3 id={`section-${group.id}`} className="mf-group-title">
                  {group.title}
                </h3>
                {group.description && <p className="mf-group-description">{group.description}</p>}
                <AppearingList items={fields(group.items)} />
              </section>
            ),
          }))}
        />
      </SectionBox>
    );
    return [{ key: section.id, node, conditional: conditional(sectionFields(section)) }];
  });
  return (
    <FormMotion>
      {/* A new step replaces the last at once (keyed by it): only what a condition shows or hides within
          a step animates. */}
      <AppearingList key={step?.sections.join(' ')} items={shown} />
      {/* Holds the place of the sections to come, so the send button and the footer below do not
          move on screen when they arrive (in a prerendered briefing, after the app has run). */}
      {!step && !all && firstCount < sections.length && <div className="mf-rest" aria-hidden="true" />}
      {!step && all && properties.filter((p) => !placed.has(p.name)).map((p) => p.content)}
    </FormMotion>
  );
}

/**
 * False for the first render, true once it is painted: a long briefing shows (and takes typing in)
 * its first section at once, and the sections below follow in a transition, which React interrupts
 * for any keystroke. Server rendering sees the first section only, as the first client render does.
 */
function useRestAfterFirstPaint(): boolean {
  const [all, setAll] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return all;
}

interface SectionBoxProps {
  id: string;
  title: string;
  description?: string;
  note: boolean;
  children: ReactNode;
}

function SectionBox({ id, title, description, note, children }: SectionBoxProps) {
  const headingId = `section-${id}`;
  return (
    <section className="mf-section" aria-labelledby={headingId} data-note={note || undefined}>
      <h2 id={headingId} className="mf-section-title mf-step-title" tabIndex={-1} data-described={description ? true : undefined}>
        {title}
      </h2>
      {description && <p className="mf-section-description">{description}</p>}
      {children}
    </section>
  );
}
