import { createLead, getLead, leadListSpec, pageLeads, updateLead } from '../leads/service.ts';
import type { AdminResource } from './resource.ts';

/** Leads (issue 39): the sales desk's; no delete (a lead is lost with a reason, not removed). */
export const leadResource: AdminResource = {
  name: 'leads',
  list: leadListSpec,
  page: (app, plan) => pageLeads(app, plan),
  get: (app, id) => getLead(app, id),
  create: (app, body, user) => createLead(app, body, user),
  update: (app, id, body, user) => updateLead(app, id, body, user),
};
