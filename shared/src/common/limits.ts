// Limits that a public form holds on the device as its schema does on the API, in a module of its own: the contact
// page's script takes them without the words of the customer area's screens (issue 37: what a public page loads).

/** The most the contact form's name and message may hold: its schema's limits, and its fields' on the device. */
export const CONTACT_LIMITS = { name: 200, message: 5000 } as const;
