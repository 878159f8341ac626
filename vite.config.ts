import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brokenFormFilePlugin } from './scripts/lib/broken-form-file-plugin.ts';
import { formEditorPlugin } from './scripts/lib/form-editor-plugin.ts';
import { formTitlePlugin } from './scripts/lib/form-title-plugin.ts';
import { hostingPreview } from './scripts/lib/hosting-preview.ts';
import { LOCAL_BUILD_MODE, productionEnvProblems } from './src/config/public-env.ts';

/**
 * A build for a real site (any mode but `emulator`, which npm start, the tests and the bench use)
 * stops before bundling while a public value it needs is missing: otherwise the site would ship the
 * local placeholders (a WhatsApp number of nines, social links nobody chose) or no Firebase project.
 */
function requireProductionEnv(): Plugin {
  return {
    name: 'movaly-production-env',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== LOCAL_BUILD_MODE,
    configResolved(config) {
      const problems = productionEnvProblems(config.env);
      if (!problems.length) return;
      config.logger.error(
        [
          `This build (mode "${config.mode}") is for a real site and lacks ${problems.length === 1 ? 'a value' : 'values'} it needs:`,
          ...problems.map((p) => `  - ${p}`),
          'Put them in .env.production.local (see the README, "Production"), or build with --mode emulator for this machine.',
        ].join('\n'),
      );
      const refusal = new Error(`Build refused: ${problems.length} production setting(s) missing or wrong, listed above.`);
      // Vite prints the stack: a trace into the bundled config would say nothing more.
      refusal.stack = refusal.message;
      throw refusal;
    },
  };
}

/**
 * After a client build, prerender the public routes into it (scripts/prerender.ts), so every build
 * (npm run build, build:emulator, the tests' and the bench's) ships pages that paint before the JS.
 * MOVALY_PRERENDER=0 skips it for a quick client-only build.
 */
function prerender(): Plugin {
  let outDir = '';
  let mode = '';
  return {
    name: 'movaly-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.MOVALY_PRERENDER !== '0',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      // With its extension, as in the files it imports: Vite warns at every start about an import the
      // native config loader (its planned default) cannot resolve without one.
      const { prerender: run } = await import('./scripts/prerender.ts');
      await run({ outDir, mode });
    },
  };
}

export default defineConfig({
  // The visual form editor's endpoint exists in the dev server only (issue 20), and so does the page
  // naming a form file that is not JSON (issue 28; a build fails on such a file).
  plugins: [requireProductionEnv(), react(), prerender(), hostingPreview(), formEditorPlugin(), brokenFormFilePlugin(), formTitlePlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // A dev server started beside another (the e2e suite's beside the dev smoke's) pre-bundles into a
  // folder of its own: two optimizers writing one folder at once reload each other's pages.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest tells the prerender which chunk holds each page's strings (scripts/prerender.ts).
  build: { sourcemap: true, manifest: true },
  // RJSF's core imports markdown-to-jsx for an option no form uses: see src/forms/theme/markdown-as-text.tsx.
  resolve: { alias: { 'markdown-to-jsx/react': resolve(import.meta.dirname, 'src/forms/theme/markdown-as-text.tsx') } },
});
