import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { SectionId } from '../../components/ui/section-scroll';

/**
 * Brings a home section into view: from any page it goes to /#section, and the layout scrolls once
 * the section is there. On the home page the hash is replaced, so Back leaves the page instead of
 * walking through every section clicked.
 */
export function useGoToSection(): (id: SectionId) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((id: SectionId) => void navigate(paths.section(id), { replace: pathname === paths.home }), [navigate, pathname]);
}
