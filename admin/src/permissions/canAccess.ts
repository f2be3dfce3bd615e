// What a member of staff may do in the console, read from the contract's own access (the API enforces the same).
import { admin, type Endpoint, mayCall, staff, type StaffRole } from '@fitout/shared/contract';

/** react-admin's actions, by the admin-face call each needs. */
const callOf: Record<string, 'list' | 'one' | 'create' | 'update' | 'remove'> = {
  list: 'list',
  show: 'one',
  export: 'list',
  create: 'create',
  edit: 'update',
  delete: 'remove',
};

/** The console's resources and the contract's (components are read and written as admin.components). */
const areaOf: Record<string, keyof typeof admin> = {
  categories: 'categories',
  packages: 'packages',
  components: 'components',
  works: 'works',
  orders: 'orders',
  'contact-messages': 'contact-messages',
  leads: 'leads',
  publish: 'publish',
  backups: 'backups',
  audit: 'audit',
  suppliers: 'suppliers',
};

/** The staff resource's calls (shared/src/contract/staff.ts): an invitation is its create. */
const staffCalls: Record<string, Endpoint> = { list: staff.list, one: staff.one, create: staff.invite, update: staff.update };

/** Whether `role` may do `action` on `resource`; a resource or action the contract does not name is refused. */
export function roleMay(role: StaffRole | null | undefined, { resource, action }: { resource: string; action: string }): boolean {
  if (resource === 'staff') {
    const call = staffCalls[callOf[action] ?? action];
    return !!call && mayCall(call.access, role);
  }
  const area = areaOf[resource];
  if (!area) return false;
  const calls = admin[area] as Record<string, Endpoint>;
  const call = area === 'publish' ? calls.status : area === 'backups' ? calls.status : calls[callOf[action] ?? action];
  return !!call && mayCall(call.access, role);
}
