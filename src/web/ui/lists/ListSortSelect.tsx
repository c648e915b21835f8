/**
 * Sorting where there are no column headers (the phone cards): the field and the direction of the
 * surrounding react-admin list, the same sort the table's headers set.
 */
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { Box, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface SortOption {
  field: string;
  label: string;
}

export function ListSortSelect({ options }: { options: SortOption[] }) {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const ascending = sort.order !== 'DESC';
  const directionLabel = translate(ascending ? 'app.lists.sort.ascending' : 'app.lists.sort.descending');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        select
        size="small"
        label={translate('app.lists.sort.label')}
        value={options.some((o) => o.field === sort.field) ? sort.field : ''}
        onChange={(event) => setSort({ field: event.target.value, order: sort.order })}
        sx={{ minWidth: 180, flex: 1 }}
      >
        {options.map((option) => (
          <MenuItem key={option.field} value={option.field}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={directionLabel}>
        <IconButton
          aria-label={directionLabel}
          onClick={() => setSort({ field: sort.field, order: ascending ? 'DESC' : 'ASC' })}
        >
          {ascending ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
