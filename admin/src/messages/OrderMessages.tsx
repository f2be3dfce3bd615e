// The order's messages with its customer in the console (issue 25): the thread oldest first, its newest page and,
// on demand, the pages before it; the messages the team had not read marked new (and counted by the title) for this
// visit; the composer. Opening the thread marks it read for the team, up to the newest message shown.
// The panel is the page's #messages: the order list's unread badges link there.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import type { AdminOrder } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';
import { oneColumn } from '../quotes/QuoteTotals.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { markRead, messagesOf, useMarkedRead, useMessageWritten, useThread } from './threadApi.ts';

export function OrderMessages() {
  const order = useRecordContext<AdminOrder>();
  const orderId = order?.id ?? 0;
  const translate = useTranslate();
  const { number } = useFormats();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.messages.${key}`, args);
  const thread = useThread(orderId);
  const written = useMessageWritten(orderId);
  const markedRead = useMarkedRead(orderId);
  const messages = messagesOf(thread.data);
  const pages = thread.data?.pages ?? [];
  const newest = pages[pages.length - 1];
  const newestId = messages[messages.length - 1]?.id ?? 0;
  const unread = newest?.unread ?? 0;

  // What was unread when the thread opened stays marked new for this visit (the read mark moves at once); writing
  // to the customer reads everything before.
  const [opened, setOpened] = useState<{ readBefore: number; unread: number } | null>(null);
  useEffect(() => {
    if (newest && !opened) setOpened({ readBefore: newest.last_read_id, unread: newest.unread });
  }, [newest, opened]);
  const isNew = (id: number, fromStaff: boolean) => !fromStaff && !!opened && id > opened.readBefore;
  // Unread messages on earlier pages count too, and new ones that come while the page is open.
  const newCount = Math.max(opened?.unread ?? unread, messages.filter((message) => isNew(message.id, message.from_staff)).length);

  // Shown is read: the team's mark moves up to the newest message on the page, once for each newest message.
  const marked = useRef(0);
  useEffect(() => {
    if (!orderId || !unread || !newestId || marked.current >= newestId) return;
    marked.current = newestId;
    markRead(orderId, newestId).then(
      () => markedRead(newestId),
      () => {
        marked.current = 0;
      },
    );
  }, [orderId, unread, newestId, markedRead]);

  // The thread opens at its newest message, and follows new ones; earlier pages open above without moving the view.
  const log = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const lastNewest = useRef(0);
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    if (heightBefore.current !== null) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (newestId !== lastNewest.current) {
      box.scrollTop = box.scrollHeight;
    }
    lastNewest.current = newestId;
  }, [newestId, messages.length]);

  // /orders/:id/show#messages: the panel comes into view once the thread has loaded.
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const loaded = !!thread.data;
  useEffect(() => {
    if (hash !== '#messages' || !loaded || scrolled.current) return;
    scrolled.current = true;
    card.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [hash, loaded]);

  if (!order) return null;

  const earlier = () => {
    heightBefore.current = log.current?.scrollHeight ?? null;
    void thread.fetchPreviousPage();
  };

  return (
    <Card sx={{ mt: 2, scrollMarginTop: 72 }} id="messages" data-testid="order-messages" ref={card}>
      <CardContent sx={oneColumn}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {w('title')}
          </Typography>
          {newCount > 0 ? <Chip size="small" color="primary" label={w('new_count', { count: number(newCount) })} data-unread={newCount} /> : null}
        </Box>
        {thread.isPending ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center', color: 'text.secondary' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{w('loading')}</Typography>
          </Box>
        ) : thread.isError && !thread.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void thread.refetch()}>
                {w('retry')}
              </Button>
            }
          >
            {w('load_failed')}
          </Alert>
        ) : (
          <Box
            ref={log}
            role="log"
            aria-label={w('title')}
            tabIndex={0}
            sx={{
              maxHeight: { xs: '65vh', md: 560 },
              overflowY: 'auto',
              overscrollBehavior: 'contain',
              mx: -1,
              px: 1,
              borderRadius: '8px',
              '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
            }}
          >
            {thread.hasPreviousPage ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
                <Button
                  size="small"
                  onClick={earlier}
                  disabled={thread.isFetchingPreviousPage}
                  startIcon={thread.isFetchingPreviousPage ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
                >
                  {w('earlier')}
                </Button>
              </Box>
            ) : null}
            {messages.length ? (
              <Box
                component="ol"
                aria-label={w('title')}
                sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.25 }}
              >
                {messages.map((message) => (
                  <MessageItem key={message.id} message={message} isNew={isNew(message.id, message.from_staff)} />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary" sx={{ py: 1 }}>
                {w('none')}
              </Typography>
            )}
          </Box>
        )}
        <MessageComposer
          orderId={order.id}
          onSent={(message) => {
            setOpened({ readBefore: message.id, unread: 0 });
            written(message);
          }}
        />
      </CardContent>
    </Card>
  );
}
