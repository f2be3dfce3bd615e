import { createLead, getLead, leadListSpec, pageLeads, updateLead } from '../leads/service.ts';
import type { AdminResource } from './resource.ts';

/**
 * Leads (issue 39): the sales desk's; no delete (a lead is lost with a reason, not removed). The list and a lead's page
 * are answered from memory with the order lists, emptied by every write of a lead or its notes (app.ordersChanged, and
 * the triggers of migrations 0039 and 0045 for changes made any other way), and by every change to an account (the
 * names shown).
 */
export const leadResource: AdminResource = {
  name: 'leads',
  cache: 'orders',
  cacheOne: 'orders',
  list: leadListSpec,
  page: (app, plan) => pageLeads(app, plan),
  get: (app, id) => getLead(app, id),
  create: (app, body, user) => createLead(app, body, user),
  update: (app, id, body, user) => updateLead(app, id, body, user),
};
