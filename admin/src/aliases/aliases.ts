// The admin-area paths of SPEC.md section 2 (written {admin}/… there), inside the console, and the console routes
// they lead to. `:id` carries over as it is; `:slug` is looked up first (SlugRedirect), since the console
// addresses records by id.

export type Alias = { from: string; to: string };
export type SlugAlias = { from: string; resource: 'packages' | 'works' | 'orders'; view: 'show' | 'edit' };

export const aliases: readonly Alias[] = [
  // Index and profile: the dashboard.
  ...['/profile', '/adminprofile', '/profileadmin', '/admin-profile', '/dashboard', '/home'].map((from) => ({ from, to: '/' })),
  ...['/loginadmin', '/adminlogin', '/admin-login', '/login-admin'].map((from) => ({ from, to: '/login' })),

  ...[
    '/listcategories',
    '/listcategory',
    '/categorylist',
    '/categorieslist',
    '/services',
    '/service',
    '/listservices',
    '/listservice',
    '/servicelist',
    '/serviceslist',
  ].map((from) => ({ from, to: '/categories' })),
  ...['/createcategory', '/createservice', '/create-category', '/create-service'].map((from) => ({ from, to: '/categories/create' })),
  ...['/updatecategory/:id', '/updateservice/:id', '/update-category/:id', '/update-service/:id'].map((from) => ({ from, to: '/categories/:id' })),
  ...['/detailscategory/:id', '/categorydetails/:id', '/detailsservice/:id', '/servicedetails/:id'].map((from) => ({
    from,
    to: '/categories/:id/show',
  })),

  ...['/listproject', '/projectlist', '/listprojects', '/projectslist', '/listpackage', '/listpackages', '/packagelist', '/packageslist'].map(
    (from) => ({
      from,
      to: '/packages',
    }),
  ),
  ...['/createproject', '/createpackage', '/create-project', '/create-package'].map((from) => ({ from, to: '/packages/create' })),
  ...['/updateproject/:id', '/updatepackage/:id', '/update-project/:id', '/update-package/:id'].map((from) => ({ from, to: '/packages/:id' })),

  ...['/listourwork', '/ourworklist', '/listourworks', '/listworks', '/worklist', '/workslist'].map((from) => ({ from, to: '/works' })),
  ...['/createourwork', '/creatework', '/create-ourwork', '/create-work'].map((from) => ({ from, to: '/works/create' })),

  ...['/listorders', '/listorder', '/orderslist', '/orderlist'].map((from) => ({ from, to: '/orders' })),
];

export const slugAliases: readonly SlugAlias[] = [
  ...['/detailsproject/:slug', '/projectdetails/:slug', '/detailspackage/:slug', '/packagedetails/:slug'].map((from) => ({
    from,
    resource: 'packages' as const,
    view: 'show' as const,
  })),
  ...['/updateourwork/:slug', '/updatework/:slug'].map((from) => ({ from, resource: 'works' as const, view: 'edit' as const })),
  ...['/detailsourwork/:slug', '/ourworkdetails/:slug', '/detailswork/:slug', '/workdetails/:slug'].map((from) => ({
    from,
    resource: 'works' as const,
    view: 'show' as const,
  })),
  ...['/detailsorder/:slug', '/orderdetails/:slug'].map((from) => ({ from, resource: 'orders' as const, view: 'show' as const })),
];
