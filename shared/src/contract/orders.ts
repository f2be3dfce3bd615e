// Orders (SPEC.md section 7, registerorder/…) and the contact form (an addition).
import { z } from '../common/zod.ts';
import { optionalText, requiredText } from '../common/fields.ts';
import { contactSchema, orderSchema } from '../orders/schemas.ts';
import { closingWords, MAX_CANCEL_REASON } from '../orders/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, pageQuery, slugParams } from './params.ts';
import { adminOrder, detail, listOf, order } from './records.ts';
import { message } from './threads.ts';

/** Staff's cancellation: the reason is required, and the customer reads it on the timeline and in the mail. */
export const cancelSchema = z.strictObject({ reason: requiredText(closingWords.en.reasonRequired, MAX_CANCEL_REASON) });
/** The customer's request to cancel: a reason if they give one. */
export const cancelRequestSchema = z.strictObject({ reason: optionalText(MAX_CANCEL_REASON) });

export const orders = {
  create: endpoint({
    method: 'POST',
    path: 'registerorder/create/',
    summary: 'Place an order (an active account; user_id, when sent, must be your own)',
    tag: 'Orders',
    access: 'user',
    body: orderSchema,
    form: true,
    responses: { 201: order },
  }),
  mine: endpoint({
    method: 'GET',
    path: 'registerorder/lists/',
    summary: 'Your own orders, newest first',
    tag: 'Orders',
    access: 'user',
    query: pageQuery,
    responses: { 200: listOf(order) },
  }),
  all: endpoint({
    method: 'GET',
    path: 'registerorder/admin/lists/',
    summary: "Every customer's orders",
    tag: 'Orders',
    access: staffOnly.sales,
    query: pageQuery,
    responses: { 200: listOf(order) },
  }),
  detail: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/',
    summary: 'One order (your own; owner and sales any)',
    tag: 'Orders',
    access: 'user',
    params: slugParams,
    responses: { 200: order },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'registerorder/delete/:user_id/:id/',
    summary:
      "Withdraw one of your orders while no money is on it: it leaves your lists, staff keep it as 'withdrawn' and its booked visit is released",
    tag: 'Orders',
    access: 'user',
    params: z.object({ user_id: idParam, id: idParam }),
    refusals: { 409: "An accepted quote or a recorded payment is on the order (code 'order.has_money'), or it is closed ('order.closed')" },
    responses: { 204: z.null() },
  }),
  askToCancel: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/cancel-request/',
    summary: "Asks staff to cancel your order (one with money on it): writes the request, in your language, on the order's thread; staff are mailed",
    tag: 'Orders',
    access: 'user',
    params: slugParams,
    refusals: { 409: "The order is closed already (code 'order.closed')" },
    body: cancelRequestSchema,
    responses: { 201: message },
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/cancel',
    summary:
      "Cancels an order with a reason: the stage 'cancelled' on its timeline, its booked visit released, the customer mailed; quotes and payments are kept",
    tag: 'Orders',
    access: staffOnly.sales,
    params: idParams,
    audit: { resource: 'orders', id: 'id' },
    refusals: { 409: "The order is closed already (code 'order.closed')" },
    body: cancelSchema,
    responses: { 200: adminOrder },
  }),
} as const;

export const contact = {
  send: endpoint({
    method: 'POST',
    path: 'contact/',
    summary: 'The contact form: stored and mailed to the company',
    tag: 'Contact',
    access: 'public',
    body: contactSchema,
    form: true,
    responses: { 201: detail },
  }),
} as const;
