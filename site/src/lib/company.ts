// Who the site speaks for: shown in the header, footer, contact page and page titles.
import { routeTable } from '@fitout/shared';

export const company = {
  name: 'Fit-out',
  tagline: 'Interior finishing & fit-out',
  phone: '+20 100 000 0000',
  email: 'hello@fitout.example',
  address: '90th Street, New Cairo, Egypt',
  hours: 'Saturday to Thursday, 9:00 AM – 6:00 PM',
  /** Dates on pre-rendered pages are shown in the company's own time zone. */
  timeZone: 'Africa/Cairo',
} as const;

/** The header's links (SPEC.md section 2: Home, About, Service, Our Works, Contact). */
export const mainNav = [
  { label: 'Home', href: routeTable.home.path },
  { label: 'About', href: routeTable.about.path },
  { label: 'Service', href: routeTable.services.path },
  { label: 'Our Works', href: routeTable.works.path },
  { label: 'Contact', href: routeTable.contact.path },
] as const;
