/** Routes the app links to by name; briefing routes come from the form definitions. */
export const paths = {
  home: '/',
} as const;
