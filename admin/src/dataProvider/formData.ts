// What the console writes for each resource, and which of those fields are image files.
import { ETAG_FIELD } from './versions.ts';

/** Fields the API accepts on create and update; everything else in a record (id, images, date, …) is read-only. */
export const writableFields: Record<string, readonly string[]> = {
  categories: ['title', 'title_ar', 'details', 'details_ar', 'slug', 'image'],
  packages: ['title', 'title_ar', 'price_per_unit', 'category', 'description', 'description_ar', 'tags', 'post_status', 'image'],
  components: ['post_id', 'title', 'description', 'name', 'email', 'comment'],
  works: ['title', 'title_ar', 'description', 'description_ar', 'tags', 'post_status', 'thumbnail', 'image1', 'image2', 'image3', 'image4'],
  // Staff move an order through its stages; the rest of an order is the customer's.
  orders: ['stage', 'stage_note'],
  // A lead's details and stage; its notes are added one at a time, its conversion is its own call.
  leads: ['name', 'phone', 'email', 'source', 'assigned_to', 'follow_up_on', 'estimated_value', 'stage', 'lost_reason', 'lost_note', 'note'],
};

/** Resources whose records carry image fields: they are always written as multipart form data. */
export const imageFields: Record<string, readonly string[]> = {
  categories: ['image'],
  packages: ['image'],
  works: ['thumbnail', 'image1', 'image2', 'image3', 'image4'],
};

/** An ImageInput's value once a file is chosen: react-admin's `{rawFile, src, title}`. */
type ChosenFile = { rawFile: File; src?: string; title?: string };
const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && (value as ChosenFile).rawFile instanceof Blob;

/** A related record ({id, title, …}) is written as its id, as the API's `category` field wants it. */
function scalar(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return id === undefined || id === null ? undefined : String(id);
  }
  return String(value);
}

/**
 * The multipart body of a create or update: the resource's writable fields, each image only when a new file was
 * chosen (an unchanged image is its URL, and is left out so that the API keeps it).
 */
export function toFormData(resource: string, data: Record<string, unknown>): FormData {
  const files = new Set(imageFields[resource] ?? []);
  const body = new FormData();
  for (const field of writableFields[resource] ?? Object.keys(data).filter((key) => key !== ETAG_FIELD)) {
    const value = data[field];
    if (files.has(field)) {
      if (isChosenFile(value)) body.append(field, value.rawFile, value.rawFile instanceof File ? value.rawFile.name : (value.title ?? field));
      continue;
    }
    const text = scalar(value);
    if (text !== undefined) body.append(field, text);
  }
  return body;
}

/** The JSON body of a resource without images: its writable fields, related records as ids. */
export function toJson(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = writableFields[resource];
  if (!fields) {
    const { [ETAG_FIELD]: _version, ...rest } = data;
    return rest;
  }
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (data[field] === undefined) continue;
    const value = data[field];
    out[field] = value !== null && typeof value === 'object' ? scalar(value) : value;
  }
  return out;
}
