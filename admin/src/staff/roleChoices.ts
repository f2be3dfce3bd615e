import { staffRoles } from '@fitout/shared';

/** The roles as a SelectInput's choices, each translated by its key. */
export const roleChoices = staffRoles.map((role) => ({ id: role, name: `console.staff.roles.${role}` }));
