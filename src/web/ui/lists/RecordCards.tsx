/**
 * The phone version of a list: one card per record of the surrounding react-admin list, each a
 * link to its page (so Tab and Enter work as on the table's links), skeletons while loading.
 */
import { Box, Card, CardActionArea, CardContent, Skeleton } from '@mui/material';
import type { DOMAttributes, ReactNode } from 'react';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from './ListStates';

export interface RecordCardsProps<R extends RaRecord> {
  /** The card's content. */
  render: (record: R) => ReactNode;
  /** Where a tap goes; without it the card is not a link. */
  to?: (record: R) => string;
  /** Accessible name of the card's link. */
  label?: (record: R) => string;
  /** What an empty filtered result shows. */
  empty?: ReactNode;
  /** Extra handlers of a card's link (e.g. reading its page ahead when touched or focused). */
  linkHandlers?: (
    record: R,
  ) => Pick<DOMAttributes<HTMLElement>, 'onFocus' | 'onTouchStart' | 'onMouseEnter' | 'onMouseLeave'>;
}

export function RecordCards<R extends RaRecord>({
  render,
  to,
  label,
  empty,
  linkHandlers,
}: RecordCardsProps<R>) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<R>();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} role="status" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <CardContent>
              <Skeleton width="70%" />
              <Skeleton width="45%" />
              <Skeleton width="55%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) return <Card>{empty ?? <EmptyState />}</Card>;
  return (
    <Box
      component="ul"
      aria-label={translate('app.lists.cards.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {data.map((record) => (
        <Box component="li" key={record.id} data-testid="record-card">
          <Card>
            {to ? (
              <CardActionArea
                component={Link}
                to={to(record)}
                aria-label={label?.(record)}
                {...linkHandlers?.(record)}
              >
                <CardContent>{render(record)}</CardContent>
              </CardActionArea>
            ) : (
              <CardContent>{render(record)}</CardContent>
            )}
          </Card>
        </Box>
      ))}
    </Box>
  );
}
