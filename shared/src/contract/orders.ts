// Orders (SPEC.md section 7, registerorder/…) and the contact form (an addition).
import { z } from '../zod.ts';
import { contactSchema, orderSchema } from '../schemas.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, pageQuery, slugParams } from './params.ts';
import { detail, listOf, order } from './records.ts';

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
    summary: 'Delete one of your orders',
    tag: 'Orders',
    access: 'user',
    params: z.object({ user_id: idParam, id: idParam }),
    responses: { 204: z.null() },
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
