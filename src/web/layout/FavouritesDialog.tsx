/**
 * Manage favourites: the list in its saved order, each with up/down buttons and remove. Focus stays
 * on the button that was pressed after a move, and a live region reads the new position.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MenuItem as Section } from '../navigation/menu';
import { sectionIcon } from './sectionIcons';

type Direction = -1 | 1;

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface FavouritesDialogProps {
  open: boolean;
  onClose(): void;
  /** Visible favourites in their saved order. */
  items: readonly Section[];
  onMove(key: string, direction: Direction): void;
  onRemove(key: string): void;
}

export function FavouritesDialog({ open, onClose, items, onMove, onRemove }: FavouritesDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ key: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const doneButton = useRef<HTMLButtonElement>(null);
  const name = (key: string) => translate(`app.sections.${key}`);
  const order = items.map((s) => s.key).join();

  // After a move, keep focus on the arrow that was pressed (or its twin when it hit the end).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes
  useEffect(() => {
    if (!focusAfter) return;
    const pressed = buttons.current.get(`${focusAfter.key}:${focusAfter.direction}`);
    const twin = buttons.current.get(`${focusAfter.key}:${-focusAfter.direction}`);
    (pressed && !pressed.disabled ? pressed : twin)?.focus();
    setFocusAfter(null);
  }, [order]);

  function move(key: string, direction: Direction) {
    const at = items.findIndex((s) => s.key === key);
    onMove(key, direction);
    setFocusAfter({ key, direction });
    setAnnouncement(
      translate('app.layout.favourites.moved', {
        name: name(key),
        position: at + direction + 1,
        total: items.length,
      }),
    );
  }

  function remove(key: string) {
    const at = items.findIndex((s) => s.key === key);
    const next = items[at + 1] ?? items[at - 1];
    onRemove(key);
    setAnnouncement(translate('app.layout.favourites.removed', { name: name(key) }));
    // Focus goes to the neighbour's remove button, or to "Done" when the list empties.
    requestAnimationFrame(() => {
      (next ? buttons.current.get(`${next.key}:remove`) : doneButton.current)?.focus();
    });
  }

  const register = (id: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(id, el);
    else buttons.current.delete(id);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, pb: 0.5 }}>
        {translate('app.layout.favourites.dialogTitle')}
        <IconButton
          onClick={onClose}
          aria-label={translate('ra.action.close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 3, pb: 1 }}>
        {items.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.layout.favourites.dialogSubtitle')}
            </Typography>
            <List
              aria-label={translate('app.layout.favourites.title')}
              sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, py: 0.5 }}
            >
              {items.map((section, index) => {
                const Icon = sectionIcon(section.key, section.group);
                const label = name(section.key);
                const upLabel = translate('app.layout.favourites.moveUp', { name: label });
                const downLabel = translate('app.layout.favourites.moveDown', { name: label });
                const removeLabel = translate('app.layout.favourites.removeOne', { name: label });
                return (
                  <ListItem
                    key={section.key}
                    divider={index < items.length - 1}
                    sx={{ gap: 1.5, py: 0.75, pl: 1.5, pr: 1 }}
                  >
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ width: 18, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                      aria-hidden
                    >
                      {index + 1}
                    </Typography>
                    <Icon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
                    <Typography sx={{ flex: 1, minWidth: 0, fontSize: '0.9rem', fontWeight: 500 }} noWrap>
                      {label}
                    </Typography>
                    <Tooltip title={upLabel}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={upLabel}
                          disabled={index === 0}
                          ref={register(`${section.key}:-1`)}
                          onClick={() => move(section.key, -1)}
                        >
                          <KeyboardArrowUpRounded fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={downLabel}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={downLabel}
                          disabled={index === items.length - 1}
                          ref={register(`${section.key}:1`)}
                          onClick={() => move(section.key, 1)}
                        >
                          <KeyboardArrowDownRounded fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={removeLabel}>
                      <IconButton
                        size="small"
                        aria-label={removeLabel}
                        ref={register(`${section.key}:remove`)}
                        onClick={() => remove(section.key)}
                        sx={{ '&:hover': { color: 'error.main' } }}
                      >
                        <DeleteOutlineRounded fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </ListItem>
                );
              })}
            </List>
          </>
        ) : (
          <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'warning.main',
              }}
            >
              <StarOutlineRounded />
            </Box>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
              {translate('app.layout.favourites.emptyTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.layout.favourites.emptyBody')}
            </Typography>
          </Box>
        )}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, pt: 1.5 }}>
        <Button ref={doneButton} variant="contained" onClick={onClose}>
          {translate('app.layout.favourites.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
