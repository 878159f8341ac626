import { useMatches } from 'react-router-dom';
import { paths, type ServiceSlug } from '../../config/paths';

const isServiceSlug = (value: unknown): value is ServiceSlug =>
  typeof value === 'string' && (paths.serviceSlugs as readonly string[]).includes(value);

/** The seven landing routes share one component; the router says which service in the route handle. */
export function useServiceSlug(): ServiceSlug {
  const slug = useMatches()
    .map((match) => (match.handle as { slug?: unknown } | undefined)?.slug)
    .find(isServiceSlug);
  if (!slug) throw new Error('A service landing route needs a handle with one of paths.serviceSlugs');
  return slug;
}
