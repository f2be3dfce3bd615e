import { useEffect } from 'react';
import { company } from '../../lib/company.ts';

/** The document title of a customer-area screen, as BaseLayout writes titles. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${company.name}`;
  }, [title]);
}
