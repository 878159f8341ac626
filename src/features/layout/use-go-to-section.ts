import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { SectionId } from '../../components/ui/section-scroll';

/**
 * Brings a home section into view: from any page it goes to /#section, and the layout scrolls once
 * the section is there. On the home page the hash is replaced, so Back leaves the page instead of
 * walking through every section clicked.
 *
 * The page is read at the click, not followed: a hook that followed the location would draw the
 * header, its menus and the footer again at every navigation (a search or a filter in the inbox is
 * one), for a value only a click needs.
 */
export function useGoToSection(): (id: SectionId) => void {
  const navigate = useNavigate();
  return useCallback((id: SectionId) => void navigate(paths.section(id), { replace: window.location.pathname === paths.home }), [navigate]);
}
