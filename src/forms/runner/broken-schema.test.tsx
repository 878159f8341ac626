// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { getSystem } from '../../app/system';
import { gatedCreate } from '../../backend/gated-create';
import { Toaster, toaster } from '../../components/ui/toaster';
import { BriefingPage } from '../../features/briefings/briefing-page';
import { startI18n } from '../../test-setup/jsdom-for-forms';
import { toStoredAnswers } from '../core/record';
import { defineForm, type FormDefinition } from '../core/registry';

/*
 * A form whose schema the browser cannot run: an editor's `pattern` that is no regular expression
 * (issue 38). Before, "Enviar Briefing" did nothing at all on a filled form: Ajv's refusal became an
 * error under no question. Now the send goes on (the function judges the lead and tells staff), the
 * visitor is told in their language, and the console names the form's file and the question.
 * Firebase is replaced at its one seam (gated-create), as in every-form.test.tsx.
 */
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'lead-1') }));

const ID = 'convite_pesquisa';
const source = readRegistry().forms.find((f) => f.id === ID)!;
const BROKEN = '([a-z';

/** The folder as an editor left it: one question's pattern broken, so no precompiled validator fits it. */
const broken: FormDefinition = defineForm({
  ...source,
  schema: { ...source.schema, properties: { ...source.schema.properties, cidade: { ...source.schema.properties.cidade, pattern: BROKEN } } },
});

beforeAll(async () => {
  await startI18n();
  await import('../../backend/submissions');
});

afterEach(() => {
  toaster.remove();
  cleanup();
  localStorage.clear();
  vi.mocked(gatedCreate).mockClear();
  vi.restoreAllMocks();
});

it('sends a filled form whose pattern is no regular expression, tells the visitor, and names the question to the developer', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(`movaly.draft.${ID}`, JSON.stringify(source.example));
  const route = source.form.route!;
  const router = createMemoryRouter([{ path: route, loader: () => broken, Component: BriefingPage, HydrateFallback: () => null }], { initialEntries: [route] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: source.form.texts.title }, { timeout: 8000 });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  // The validator is compiled here (no precompiled module fits the edited folder): the form shows once it is.
  await user.click(await screen.findByRole('button', { name: source.form.texts.submit ?? 'Enviar Briefing' }, { timeout: 8000 }));
  await waitFor(() => expect(gatedCreate).toHaveBeenCalledTimes(1));
  expect(vi.mocked(gatedCreate).mock.calls[0][1]).toMatchObject({ ...toStoredAnswers(broken, source.example!), form_id: ID, schema_version: broken.version });
  expect(await screen.findByText('Não conseguimos conferir suas respostas nesta página; elas seguem para a nossa equipe, que vai conferi-las.')).toBeTruthy();
  const said = consoleError.mock.calls.map((call) => String(call[0]));
  expect(said, said.join('\n')).toHaveLength(1);
  expect(said[0]).toContain(`schemas/${ID}/schema.json`);
  expect(said[0]).toContain(`"${source.schema.properties.cidade.title}" (cidade)`);
});
