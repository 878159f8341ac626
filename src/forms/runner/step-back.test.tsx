// @vitest-environment jsdom
import "../../test-setup/jsdom-for-forms";
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent, {
  PointerEventsCheckLevel,
} from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeAll, expect, it } from "vitest";
import { getSystem } from "../../app/system";
import { BriefingPage } from "../../features/briefings/briefing-page";
import { startI18n } from "../../test-setup/jsdom-for-forms";
import { loadForm, pageForms } from "../browser-registry";
/*
 * "Etapa anterior" on a briefing opened on a later step by its address (a reload, a shared link, a
 * "Continuar depois" link): each press goes one step back. The buttons once kept the handler of the
 * render the page opened with, so the second press went to the same step again (3 -> 2, 2 -> 2).
 */
beforeAll(startI18n);
it("goes one step back at each press from a step opened by its address, down to the first", async () => {
  const route = pageForms.find((f) => f.id === "conteudo_estrategico")!.meta
    .route!;
  const router = createMemoryRouter(
    [
      {
        path: route,
        loader: () => loadForm("conteudo_estrategico"),
        Component: BriefingPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [`${route}?etapa=tipo-conteudo`] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole("heading", { level: 1 }, { timeout: 4000 });
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  await user.click(screen.getByRole("button", { name: "Etapa anterior" }));
  await waitFor(() =>
    expect(router.state.location.search).toContain("etapa=objetivo-geral"),
  );
  await waitFor(() =>
    expect(
      screen.getByText(/^Etapa \d de \d$/, { selector: "p" }).textContent,
    ).toMatch(/^Etapa 2 de/),
  );
  await user.click(screen.getByRole("button", { name: "Etapa anterior" }));
  await waitFor(() =>
    expect(router.state.location.search).toContain("etapa=dados-gerais"),
  );
  await waitFor(() =>
    expect(
      screen.getByText(/^Etapa \d de \d$/, { selector: "p" }).textContent,
    ).toMatch(/^Etapa 1 de/),
  );
});
