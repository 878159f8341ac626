import { Theme as ChakraTheme } from '@rjsf/chakra-ui';
import { withTheme } from '@rjsf/core';
import { FieldTemplate } from './field-template';
import { SectionsTemplate } from './sections-template';
import { BaseInputTemplate, CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget } from './widgets';

/**
 * The Chakra theme with our templates and widgets where it falls short (labels not tied to
 * inputs, heavy option groups). Override order stays RJSF's: uiSchema > this theme > core.
 */
export const ThemedForm = withTheme({
  ...ChakraTheme,
  templates: {
    ...ChakraTheme.templates,
    FieldTemplate,
    ObjectFieldTemplate: SectionsTemplate,
    BaseInputTemplate,
  },
  widgets: {
    ...ChakraTheme.widgets,
    TextareaWidget,
    RadioWidget,
    CheckboxesWidget,
    CheckboxWidget,
    SelectWidget,
  },
});
