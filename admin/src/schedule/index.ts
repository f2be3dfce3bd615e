// The job's schedule in the console (issue 41): the order page's panel, and the page of templates and calendar feeds.
export { OrderSchedule } from './OrderSchedule.tsx';
export { ScheduleMenuItem } from './ScheduleMenuItem.tsx';
