import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases `markdown-to-jsx/react` here). RJSF's core
 * imports it for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, which no form of ours
 * sets: our field template prints descriptions and help as text. Aliasing keeps its ~86 kB out of
 * every form page; a form that turned the option on would show its Markdown as the plain text it is.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
