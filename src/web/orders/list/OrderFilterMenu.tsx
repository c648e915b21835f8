/**
 * The "Filtros" menu: shows or hides each order filter and saves the choice with the current search
 * text to the user's preferences for the view, so the list looks the same on the next visit.
 */
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { FILTER_SOURCES, type OrderFilterChoice, type OrderFilterKey } from './useOrderFilterPreferences';

export interface OrderFilterMenuProps {
  /** The filters this user may have (sellers and customers are not for everyone). */
  available: readonly OrderFilterKey[];
  choice: OrderFilterChoice;
}

export function OrderFilterMenu({ available, choice }: OrderFilterMenuProps) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const search = typeof filterValues.q === 'string' ? filterValues.q : '';

  const toggle = (key: OrderFilterKey) => {
    const showing = choice.visible.includes(key);
    const next = showing ? choice.visible.filter((k) => k !== key) : [...choice.visible, key];
    if (showing) {
      const cleared = { ...filterValues };
      for (const source of FILTER_SOURCES[key]) delete cleared[source];
      setFilters(cleared, displayedFilters, false);
    }
    void choice.save(next, search);
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<FilterListOutlined fontSize="small" />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap', height: 40 }}
      >
        {translate('app.orderList.filterMenu.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {available.map((key) => (
          <MenuItem
            key={key}
            role="menuitemcheckbox"
            aria-checked={choice.visible.includes(key)}
            disabled={choice.saving}
            onClick={() => toggle(key)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={choice.visible.includes(key)}
                tabIndex={-1}
                disableRipple
              />
            </ListItemIcon>
            <ListItemText>{translate(`app.orderList.filterMenu.${key}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={choice.saving}
          onClick={() => {
            setAnchor(null);
            void choice.save(choice.visible, search);
          }}
        >
          <ListItemText
            primary={translate('app.orderList.filterMenu.saveSearch')}
            secondary={search ? `“${search}”` : translate('app.orderList.filterMenu.noSearch')}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
