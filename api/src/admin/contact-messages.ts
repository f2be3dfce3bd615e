import { contactMessages } from '../db/schema.ts';
import { contactOut, getContactMessage } from '../contact/service.ts';
import { pageOf, type AdminResource } from './resource.ts';

/** Read-only: messages sent through the contact form. */
export const contactMessageResource: AdminResource = {
  name: 'contact-messages',
  list: {
    id: contactMessages.id,
    sort: { id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, created_at: contactMessages.createdAt },
    search: [contactMessages.name, contactMessages.email, contactMessages.message],
    filters: { email: { column: contactMessages.email, kind: 'text' } },
    defaultSort: ['created_at', 'DESC'],
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, contactMessages, plan);
    return { records: rows.map(contactOut), total };
  },
  get: async (app, id) => contactOut(await getContactMessage(app, id)),
};
