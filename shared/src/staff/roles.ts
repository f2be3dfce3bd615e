// Staff roles (DESIGN.md, Admin): who in the company may do what. A customer has none.

/** owner: everything, staff included; editor: the catalogue, works and publishing; sales: orders and contact messages. */
export const staffRoles = ['owner', 'editor', 'sales'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles' groups that the contract's calls name. */
export const roleGroups = {
  /** Every member of staff: the console's reads of the catalogue and the publishing status. */
  staff: staffRoles,
  /** Who changes the catalogue (categories, packages and their components, works) and so publishes the site. */
  catalogue: ['owner', 'editor'],
  /** Who handles customers: orders and everything on them, contact messages. */
  sales: ['owner', 'sales'],
  /** The running of the business itself: backups, and later the staff. */
  owner: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Whether `role` may read any customer's profile and orders (the spec's superuser could; now the sales desk can). */
export const seesCustomers = (role: StaffRole | null | undefined): boolean => !!role && (roleGroups.sales as readonly StaffRole[]).includes(role);
