import type { FastifyInstance } from 'fastify';
import { schedule } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { feedCalendar, feedOf, newFeed, revokeFeed } from './feed.ts';
import { addHoliday, deleteHoliday, holidayView, listHolidays } from './holidays.ts';
import {
  addTask,
  applyTemplate,
  createTemplate,
  customerTimeline,
  deleteTask,
  deleteTemplate,
  listTemplates,
  staffSchedule,
  taskView,
  templateView,
  updateTask,
  updateTemplate,
} from './service.ts';

/**
 * The job's schedule (issue 41): staff (owner and sales) under admin/ (and the company holidays), the order's customer
 * its timeline, feeds by token. The schedule (the console's Gantt) and the timeline are answered from memory with the order lists (each
 * caller's own entry), emptied by every write of a task and by migration 0045's triggers for changes made any other way.
 */
export default async function scheduleRoutes(app: FastifyInstance) {
  app.auditRecords.set('order-schedules', (id) => staffSchedule(app, id));
  app.auditRecords.set('schedule-tasks', (id) => taskView(app, id));
  app.auditRecords.set('schedule-templates', (id) => templateView(app, id));
  app.auditRecords.set('company-holidays', (id) => holidayView(app, id));

  route(app, schedule.staffRead, { cache: 'orders' }, async (request) => staffSchedule(app, request.params.id));
  route(app, schedule.apply, {}, async (request) => applyTemplate(app, request.params.id, request.body, request.user!));
  route(app, schedule.addTask, {}, async (request, reply) => {
    const task = await addTask(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return task;
  });
  route(app, schedule.updateTask, {}, async (request) => updateTask(app, request.params.id, request.body, request.user!));
  route(app, schedule.deleteTask, {}, async (request, reply) => {
    await deleteTask(app, request.params.id, request.body, request.user!);
    reply.code(204);
    return null;
  });

  route(app, schedule.templates, {}, async () => listTemplates(app));
  route(app, schedule.createTemplate, {}, async (request, reply) => {
    const template = await createTemplate(app, request.body);
    reply.code(201);
    return template;
  });
  route(app, schedule.updateTemplate, {}, async (request) => updateTemplate(app, request.params.id, request.body));
  route(app, schedule.deleteTemplate, {}, async (request, reply) => {
    await deleteTemplate(app, request.params.id);
    reply.code(204);
    return null;
  });

  route(app, schedule.holidays, {}, async () => listHolidays(app));
  route(app, schedule.addHoliday, {}, async (request, reply) => {
    const holiday = await addHoliday(app, request.body);
    reply.code(201);
    return holiday;
  });
  route(app, schedule.deleteHoliday, {}, async (request, reply) => {
    await deleteHoliday(app, request.params.id);
    reply.code(204);
    return null;
  });

  route(app, schedule.myFeed, {}, async (request) => feedOf(app, request.user!.id));
  route(app, schedule.newFeed, {}, async (request, reply) => {
    const feed = await newFeed(app, request.user!.id);
    reply.code(201);
    return feed;
  });
  route(app, schedule.revokeFeed, {}, async (request, reply) => {
    await revokeFeed(app, request.user!.id);
    reply.code(204);
    return null;
  });
  route(app, schedule.feed, {}, async (request, reply) => {
    const calendar = await feedCalendar(app, request.params.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="tasks.ics"')
      .header('Cache-Control', 'no-store')
      .send(calendar);
  });

  route(app, schedule.timeline, { cache: 'orders' }, async (request) => customerTimeline(app, request.params.slug, request.user!));
}
