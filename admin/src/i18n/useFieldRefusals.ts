import { useLocaleState } from 'react-admin';
import { fieldRefusals } from '@fitout/shared/refusals';

/**
 * A field-error body's messages per field in the console's language, by their codes (shared refusals.ts). A refusal's
 * own words need nothing: the data provider's errors already carry them in the console's language (httpClient.ts).
 */
export function useFieldRefusals() {
  const [locale] = useLocaleState();
  return (body: unknown) => fieldRefusals(body, locale === 'ar' ? 'ar' : 'en');
}
