import { useEffect } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@fitout/shared';
import { ownDirection } from '../i18n/format.ts';

/**
 * SPEC.md section 5: the slug is the title, lower case, spaces to hyphens, other non-word characters removed.
 * Read-only here; the API's 'category with this slug already exists.' appears under it.
 */
export function SlugInput() {
  const title = useWatch({ name: 'title' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    const slug = slugify(title ?? '');
    if (getValues('slug') !== slug) setValue('slug', slug, { shouldDirty: true });
  }, [title, setValue, getValues]);
  return (
    <TextInput
      source="slug"
      slotProps={ownDirection}
      readOnly
      helperText="console.slug_help"
      // A read-only field's hint is greyed like a disabled one's (2.7:1); this one is read, so it keeps the hints' colour.
      sx={{ '& .MuiFormHelperText-root': { color: 'text.secondary' } }}
    />
  );
}
