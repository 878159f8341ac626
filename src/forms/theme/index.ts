import { withTheme } from '@rjsf/core';
import { FieldTemplate } from './field-template';
import './form.css';
import { SectionsTemplate } from './sections-template';
import { BaseInputTemplate, CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget } from './widgets';

/**
 * RJSF's core theme with our templates and widgets on plain elements (styled by form.css over
 * Chakra's tokens). The forms use nothing else of a theme: their questions are texts, text areas,
 * option groups and selects, each drawn here, and the error list and submit button are turned off;
 * any other widget a form names falls back to RJSF's core one (which also draws through our
 * BaseInputTemplate). @rjsf/chakra-ui's theme, with its Ark/Zag widgets, stays out of the chunk.
 */
export const ThemedForm = withTheme({
  templates: {
    FieldTemplate,
    ObjectFieldTemplate: SectionsTemplate,
    BaseInputTemplate,
  },
  widgets: {
    TextareaWidget,
    RadioWidget,
    CheckboxesWidget,
    CheckboxWidget,
    SelectWidget,
  },
});
