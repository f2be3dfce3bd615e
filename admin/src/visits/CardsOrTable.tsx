// How the visits page shows its lists (the day's visits, the slots): a table on wide screens, cards on a phone.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { type Query, QueryFallback } from './QueryFallback.tsx';
import type { VisitWords } from './useVisitWords.ts';

type Props = {
  query: Query;
  w: VisitWords['w'];
  /** How many visits or slots were read: with none, `empty` is shown. */
  count: number;
  cards: ReactNode;
  table: ReactNode;
  empty: ReactNode;
};

/** The list once read, as cards or a table by the screen's width; while it is read or after it failed, its fallback. */
export function CardsOrTable({ query, w, count, cards, table, empty }: Props) {
  const isSmall = useIsSmall();
  if (query.isPending || query.isError) return <QueryFallback query={query} w={w} />;
  if (!count) return empty;
  return isSmall ? cards : table;
}

type CardProps = {
  children: ReactNode;
  /** The visit's or the slot's id, as the table's rows carry it. */
  'data-visit'?: number;
  'data-slot'?: number;
};

/** One visit or slot on a phone. */
export function ItemCard({ children, ...data }: CardProps) {
  return (
    <Box component="li" {...data} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      {children}
    </Box>
  );
}
