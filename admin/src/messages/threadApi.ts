// The message calls of the console (issue 25), through the contract's paths and the console's HTTP client (its
// token, its errors in the server's words): an order's thread a page at a time, writing (multipart, with the upload's
// progress), marking read, and the team's unread counts for the order list.
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_FIELD } from '@fitout/shared';
import { type Message, pathOf, type Thread, threads, type UnreadCounts } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { httpClient, sendWithProgress } from '../dataProvider/httpClient.ts';

export const threadKey = (orderId: number) => ['messages', 'thread', orderId] as const;
export const unreadKey = ['messages', 'unread'] as const;

/** How often the thread and the unread counts are read again while shown. */
const EVERY = 30_000;

async function threadPage(orderId: number, before?: number): Promise<Thread> {
  await refreshAuth();
  const query = before ? `?before=${before}` : '';
  return (await httpClient(`${apiRoot}${pathOf(threads.staffThread, { id: orderId })}${query}`)).json as Thread;
}

/**
 * The order's thread: the newest page first, earlier pages put in front of it as they are asked for
 * (`fetchPreviousPage`). Asked only once the order is known (its page has no id while it loads).
 */
export const useThread = (orderId: number) =>
  useInfiniteQuery({
    queryKey: threadKey(orderId),
    queryFn: ({ pageParam }) => threadPage(orderId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first) => (first.has_earlier && first.messages.length ? first.messages[0]!.id : undefined),
    enabled: orderId > 0,
    refetchInterval: EVERY,
    refetchOnWindowFocus: true,
  });

/** Every message of the pages read, oldest first, each once (pages read again may overlap after new messages). */
export function messagesOf(data: InfiniteData<Thread> | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Writes to the customer: the text and each file under `attachments`. */
export async function postMessage(orderId: number, body: string, files: File[]): Promise<Message> {
  await refreshAuth();
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append(ATTACHMENT_FIELD, file, file.name);
  const answer = await sendWithProgress(`${apiRoot}${pathOf(threads.staffPost, { id: orderId })}`, 'POST', form);
  return answer.json as Message;
}

export const markRead = (orderId: number, upTo: number) => callEndpoint<null>(threads.staffRead, { id: orderId }, { up_to: upTo });

/** The orders whose customers wrote what no one on the team has read, every 30 s and when the window is back. */
export const useUnread = () =>
  useQuery({
    queryKey: unreadKey,
    queryFn: () => callEndpoint<UnreadCounts>(threads.staffUnread),
    refetchInterval: EVERY,
    refetchOnWindowFocus: true,
  });

/** Puts a message just written at the end of the thread shown, and reads the unread counts again. */
export function useMessageWritten(orderId: number) {
  const client = useQueryClient();
  return (message: Message) => {
    client.setQueryData<InfiniteData<Thread>>(threadKey(orderId), (data) => {
      if (!data?.pages.length) return data;
      const pages = [...data.pages];
      const newest = pages[pages.length - 1]!;
      pages[pages.length - 1] = { ...newest, messages: [...newest.messages, message], unread: 0, last_read_id: message.id };
      return { ...data, pages };
    });
    void client.invalidateQueries({ queryKey: unreadKey });
  };
}

/** After the thread is marked read: no unread left on the page shown, and the list's counts read again. */
export function useMarkedRead(orderId: number) {
  const client = useQueryClient();
  return (upTo: number) => {
    client.setQueryData<InfiniteData<Thread>>(threadKey(orderId), (data) => {
      if (!data?.pages.length) return data;
      const pages = data.pages.map((page) => ({ ...page, unread: 0, last_read_id: Math.max(page.last_read_id, upTo) }));
      return { ...data, pages };
    });
    void client.invalidateQueries({ queryKey: unreadKey });
  };
}
