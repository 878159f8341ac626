import { Box, type BoxProps, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusSoon } from './field-parts';

interface RemovableRowProps extends BoxProps {
  /** The row's name, read as its group's name ("Faixa 1"). */
  name: string;
  /** The remove button's accessible name, which says which row it takes away. */
  removeLabel: string;
  onRemove: () => void;
  /** The add button's id: focus goes there once the row is gone, so it does not fall back to the page. */
  addId: string;
  children: ReactNode;
}

/** One row of a list the staff member edits: its fields, named as a group, and the button that removes it. */
export function RemovableRow({ name, removeLabel, onRemove, addId, children, ...box }: RemovableRowProps) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={name} {...box}>
      <HStack align="end" gap="2" wrap="wrap">
        {children}
        <Button
          variant="ghost"
          colorPalette="red"
          size="sm"
          aria-label={removeLabel}
          onClick={() => {
            onRemove();
            focusSoon(addId);
          }}
        >
          {t('admin.availability.remove')}
        </Button>
      </HStack>
    </Box>
  );
}

interface AddRowButtonProps {
  id: string;
  /** The list holds as many rows as it may: the button is off and `fullText` says why. */
  full: boolean;
  fullText: string;
  /** The visible text, and an accessible name when the text alone does not say which list it adds to. */
  text: string;
  ariaLabel?: string;
  onAdd: () => void;
  /** The id of the new row's first field, focused once it is drawn. */
  focusId: string;
}

/** The button under a list that adds a row and moves focus into it, with the limit said when it is reached. */
export function AddRowButton({ id, full, fullText, text, ariaLabel, onAdd, focusId }: AddRowButtonProps) {
  return (
    <Box>
      <Button
        id={id}
        variant="outline"
        size="sm"
        disabled={full}
        aria-label={ariaLabel}
        onClick={() => {
          onAdd();
          focusSoon(focusId);
        }}
      >
        {text}
      </Button>
      {full && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {fullText}
        </Text>
      )}
    </Box>
  );
}
