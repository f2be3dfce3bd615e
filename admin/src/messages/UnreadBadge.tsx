// The order list's unread messages (issue 25): one read of the team's unread counts for the whole list (again every
// 30 s and when the window is back), and per order a badge with its count, a link into the order's messages.
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Box } from '@mui/material';
import { useFormats } from '../i18n/format.ts';
import { useUnread } from './threadApi.ts';

/** Unread customer messages by order id. */
export function useUnreadByOrder(): Map<number, number> {
  const { data } = useUnread();
  return useMemo(() => new Map((data?.orders ?? []).map((entry) => [entry.order_id, entry.unread])), [data]);
}

/** An order's unread count as a badge linking to its thread; nothing when all is read. */
export function UnreadBadge({ orderId, count }: { orderId: number; count: number | undefined }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { number } = useFormats();
  if (!count) return null;
  const label = translate('console.messages.unread_label', { smart_count: count, count: number(count) });
  return (
    <Box
      component={Link}
      to={{ pathname: createPath({ resource: 'orders', id: orderId, type: 'show' }), hash: '#messages' }}
      aria-label={label}
      title={label}
      data-unread={count}
      // The row opens the order on a click; the badge opens its messages instead.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 24,
        height: 24,
        px: 0.875,
        borderRadius: '12px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1,
        textDecoration: 'none',
        verticalAlign: 'middle',
        '&:hover': { bgcolor: 'primary.dark' },
        '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      {number(count)}
    </Box>
  );
}
