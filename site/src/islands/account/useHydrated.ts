import { useEffect, useState } from 'react';

/**
 * False in the pre-rendered HTML and until React has taken over the form. Submit buttons stay disabled until
 * then, so that a form sent before hydration never goes out as a plain GET with a password in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
