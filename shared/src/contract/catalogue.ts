// The catalogue (SPEC.md section 7): categories, packages ("post") with their components ("comment"), past works
// ("ourwork"). Reads are public; writes are for superusers and rebuild the public site.
import { z } from 'zod';
import { categorySchema, componentSchema, packageSchema, packageUpdateSchema, workSchema, workUpdateSchema } from '../schemas.ts';
import { endpoint } from './endpoint.ts';
import { idParam, pageQuery, slugParam } from './params.ts';
import { category, component, listOf, packageRecord, work } from './records.ts';

const id = z.object({ id: idParam });
const slug = z.object({ slug: slugParam });
const ownRecord = z.object({ user_id: idParam, id: idParam });
const workImages = ['thumbnail', 'image1', 'image2', 'image3', 'image4'] as const;

export const categories = {
  list: endpoint({ method: 'GET', path: 'category/list/', summary: 'Every category', tag: 'Categories', access: 'public', query: pageQuery, responses: { 200: listOf(category) } }),
  listForPosts: endpoint({
    method: 'GET',
    path: 'post/category/list/',
    summary: 'Every category (the same list, as the package screens ask for it)',
    tag: 'Categories',
    access: 'public',
    query: pageQuery,
    responses: { 200: listOf(category) },
  }),
  detail: endpoint({ method: 'GET', path: 'category/detail/:id/', summary: 'One category', tag: 'Categories', access: 'public', params: id, responses: { 200: category } }),
  create: endpoint({
    method: 'POST',
    path: 'category/create/',
    summary: 'Create a category (multipart: title, details, image; the slug comes from the title)',
    tag: 'Categories',
    access: 'superuser',
    body: categorySchema,
    files: ['image'],
    responses: { 201: category },
  }),
  update: endpoint({
    method: 'PUT',
    path: 'category/update/:id/',
    summary: 'Update a category (the image only when a new one is sent)',
    tag: 'Categories',
    access: 'superuser',
    params: id,
    body: categorySchema,
    files: ['image'],
    responses: { 200: category },
  }),
  remove: endpoint({ method: 'DELETE', path: 'category/delete/:id/', summary: 'Delete a category that has no packages', tag: 'Categories', access: 'superuser', params: id, responses: { 204: z.null() } }),
} as const;

export const packages = {
  list: endpoint({ method: 'GET', path: 'post/lists/', summary: 'Every package, most viewed first', tag: 'Packages', access: 'public', query: pageQuery, responses: { 200: listOf(packageRecord) } }),
  listById: endpoint({ method: 'GET', path: 'project/list/', summary: 'Every package, by id', tag: 'Packages', access: 'public', query: pageQuery, responses: { 200: listOf(packageRecord) } }),
  ofCategory: endpoint({
    method: 'GET',
    path: 'post/category/posts/:slug/',
    summary: "A category's packages",
    tag: 'Packages',
    access: 'public',
    params: slug,
    query: pageQuery,
    responses: { 200: listOf(packageRecord) },
  }),
  detail: endpoint({ method: 'GET', path: 'post/detail/:slug/', summary: 'One package with its category and components', tag: 'Packages', access: 'public', params: slug, responses: { 200: packageRecord } }),
  addComponent: endpoint({ method: 'POST', path: 'post/comment-post/', summary: 'Add a component to a package', tag: 'Packages', access: 'superuser', body: componentSchema, responses: { 201: component } }),
  create: endpoint({
    method: 'POST',
    path: 'author/dashboard/post-create/',
    summary: 'Create a package (multipart; user_id, when sent, must be your own)',
    tag: 'Packages',
    access: 'superuser',
    body: packageSchema,
    files: ['image'],
    responses: { 201: packageRecord },
  }),
  forEdit: endpoint({
    method: 'GET',
    path: 'author/dashboard/post-detail/:user_id/:id/',
    summary: 'A package to edit',
    tag: 'Packages',
    access: 'superuser',
    params: ownRecord,
    responses: { 200: packageRecord },
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'author/dashboard/post-detail/:user_id/:id/',
    summary: 'Update a package (multipart; the fields sent)',
    tag: 'Packages',
    access: 'superuser',
    params: ownRecord,
    body: packageUpdateSchema,
    files: ['image'],
    responses: { 200: packageRecord },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'author/dashboard/post-delete/:user_id/:id/',
    summary: 'Delete a package and its components',
    tag: 'Packages',
    access: 'superuser',
    params: ownRecord,
    responses: { 204: z.null() },
  }),
} as const;

export const works = {
  list: endpoint({ method: 'GET', path: 'ourwork/lists/', summary: 'Every past work, newest first', tag: 'Works', access: 'public', query: pageQuery, responses: { 200: listOf(work) } }),
  listAgain: endpoint({ method: 'GET', path: 'ourwork/list/', summary: 'Every past work (read again after a delete)', tag: 'Works', access: 'public', query: pageQuery, responses: { 200: listOf(work) } }),
  detail: endpoint({ method: 'GET', path: 'ourwork/detail/:slug/', summary: 'One past work', tag: 'Works', access: 'public', params: slug, responses: { 200: work } }),
  create: endpoint({
    method: 'POST',
    path: 'ourwork/create/',
    summary: 'Create a work (multipart: a thumbnail and up to four images)',
    tag: 'Works',
    access: 'superuser',
    body: workSchema,
    files: workImages,
    responses: { 201: work },
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'ourwork/update/:user_id/:id/',
    summary: 'Update a work (images only when new ones are sent)',
    tag: 'Works',
    access: 'superuser',
    params: ownRecord,
    body: workUpdateSchema,
    files: workImages,
    responses: { 200: work },
  }),
  remove: endpoint({ method: 'DELETE', path: 'ourwork/delete/:user_id/:id/', summary: 'Delete a work', tag: 'Works', access: 'superuser', params: ownRecord, responses: { 204: z.null() } }),
} as const;
