import { describe, expect, it } from 'vitest';
import type { CustomerTimeline } from '@fitout/shared/contract';
import { NEXT_SHOWN, SHOWN_WHOLE, shownTasks } from './OrderSchedule.tsx';
import { customerScheduleWords } from './words.ts';

type Item = CustomerTimeline['items'][number];
const task = (id: number, state: Item['state']) => ({ id, state }) as Item;
/** A job of `done` finished tasks, `now` under way and `next` ahead, in the schedule's order. */
const job = (done: number, now: number, next: number) => [
  ...Array.from({ length: done }, (_, i) => task(i + 1, 'done')),
  ...Array.from({ length: now }, (_, i) => task(done + i + 1, 'now')),
  ...Array.from({ length: next }, (_, i) => task(done + now + i + 1, 'next')),
];

describe("the customer's schedule on the order's page", () => {
  it('is shown whole while it is short', () => {
    const short = job(2, 1, SHOWN_WHOLE - 3);
    expect(shownTasks(short, false)).toEqual(short);
  });

  it('past that, shows the tasks under way and the next few, and the whole of it when asked', () => {
    const long = job(20, 2, 38);
    const shown = shownTasks(long, false);
    expect(shown.map((item) => item.id)).toEqual([21, 22, 23, 24, 25]);
    expect(shown.filter((item) => item.state === 'next')).toHaveLength(NEXT_SHOWN);
    expect(shownTasks(long, true)).toEqual(long);
  });

  it('of a finished job, shows the last tasks done', () => {
    expect(shownTasks(job(40, 0, 0), false).map((item) => item.id)).toEqual([38, 39, 40]);
  });

  it("names the whole schedule's size in each language", () => {
    expect(customerScheduleWords('en').showWhole(60)).toBe('Show the whole schedule (60 tasks)');
    expect(customerScheduleWords('ar').showWhole(60)).toBe('عرض الجدول كاملًا (٦٠ مهمة)');
    expect(customerScheduleWords('ar').showWhole(9)).toBe('عرض الجدول كاملًا (٩ مهام)');
  });
});
