// Package components: their own resource of the API, filtered by post_id. They are listed and added on their
// package's 'Package Component' page, so the resource has no pages (and no menu entry) of its own.
export default {
  recordRepresentation: 'title',
};
