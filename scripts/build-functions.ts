import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';
import { readFormFolders } from './lib/read-forms';

const root = resolve(import.meta.dirname, '..');

/**
 * Embeds every schemas/ folder, so the function knows exactly the forms the site renders (read by
 * readFormFolders, which leaves the editors' `$schema` lines out).
 */
const formDefinitions: Plugin = {
  name: 'form-definitions',
  setup(b) {
    b.onResolve({ filter: /^virtual:form-definitions$/ }, (args) => ({ path: args.path, namespace: 'forms' }));
    b.onLoad({ filter: /.*/, namespace: 'forms' }, () => ({
      contents: JSON.stringify(readFormFolders()),
      loader: 'json',
    }));
  },
};

/** Bundles functions/src with the shared React-free core; npm packages stay external (functions/package.json). */
export async function buildFunctions(): Promise<void> {
  await build({
    entryPoints: [resolve(root, 'functions/src/index.ts')],
    outfile: resolve(root, 'functions/lib/index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [formDefinitions],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log('functions/lib/index.js built');
}
