// Who the site speaks for: shown in the header, footer, contact page and page titles.
import { COMPANY_TIME_ZONE, routeTable } from '@fitout/shared';

export const company = {
  name: 'Fit-out',
  tagline: 'Interior finishing & fit-out',
  phone: '+20 100 000 0000',
  email: 'hello@fitout.example',
  address: '90th Street, New Cairo, Egypt',
  hours: 'Saturday to Thursday, 9:00 AM – 6:00 PM',
  /** Dates on pre-rendered pages are shown in the company's own time zone. */
  timeZone: COMPANY_TIME_ZONE,
} as const;

const section = (path: string) => path.split('/:')[0];

/**
 * The header's links (SPEC.md section 2: Home, About, Service, Our Works, Contact), each with the pages it
 * stands for, so that a category's page shows Service as the current section.
 */
export const mainNav: readonly { label: string; href: string; covers: readonly string[] }[] = [
  { label: 'Home', href: routeTable.home.path, covers: [] },
  { label: 'About', href: routeTable.about.path, covers: [] },
  {
    label: 'Service',
    href: routeTable.services.path,
    covers: [routeTable.serviceDetails.path, section(routeTable.category.path), section(routeTable.package.path), routeTable.calculator.path],
  },
  { label: 'Our Works', href: routeTable.works.path, covers: [section(routeTable.work.path)] },
  { label: 'Contact', href: routeTable.contact.path, covers: [] },
];
