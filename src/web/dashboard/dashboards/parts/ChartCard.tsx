/**
 * A chart with its title, and its figures as a table: under a 'Ver tabla' toggle on wide screens,
 * always shown on phones (where a chart's small labels are hard to read). The chart itself carries
 * the title as its accessible name.
 */
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Collapse, Paper, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../../../ui/useIsPhone';

export const CHART_HEIGHT = 300;

export interface ChartCardProps {
  title: string;
  /** The chart (it fills the card's width). */
  children: ReactNode;
  /** The chart's figures as a table. */
  table: ReactNode;
  /** Beside the title (a measure switch). */
  actions?: ReactNode;
  height?: number;
}

export function ChartCard({ title, children, table, actions, height = CHART_HEIGHT }: ChartCardProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const tableShown = isPhone || showTable;
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.05rem', flex: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        {actions}
        {!isPhone && (
          <Button
            size="small"
            startIcon={<TableChartOutlined />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {translate(showTable ? 'app.dashboards.frame.table.hide' : 'app.dashboards.frame.table.show')}
          </Button>
        )}
      </Box>
      <Box sx={{ width: '100%', height, minWidth: 0 }}>{children}</Box>
      <Box id={tableId}>
        <Collapse in={tableShown} unmountOnExit>
          {table}
        </Collapse>
      </Box>
    </Paper>
  );
}
